import { PERMISSION_GROUPS, type PermissionGroup } from '@topup/contracts/permissions.ts';
import { Card, Checkbox, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { permissionLabel } from '../../shared/i18n/permission-label.ts';

type Props = { value?: string[]; onChange?: (value: string[]) => void; disabled?: boolean };

/** Permission checkboxes grouped by task, each group with an all/none switch (a Form control). */
export function PermissionPicker({ value = [], onChange, disabled }: Props) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  const groups = Object.entries(PERMISSION_GROUPS) as [PermissionGroup, readonly string[]][];

  const setGroup = (keys: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange?.([...next]);
  };
  const toggle = (key: string, on: boolean) => setGroup([key], on);

  return (
    <Row gutter={[12, 12]}>
      {groups.map(([group, keys]) => {
        const held = keys.filter((k) => chosen.has(k)).length;
        return (
          <Col key={group} xs={24} md={12} xl={8}>
            <Card
              size="small"
              data-testid={`permission-group-${group}`}
              title={
                <Checkbox
                  checked={held === keys.length}
                  indeterminate={held > 0 && held < keys.length}
                  disabled={disabled}
                  onChange={(event) => setGroup(keys, event.target.checked)}
                >
                  {t(`perm.groups.${group}`)}
                </Checkbox>
              }
            >
              <Flex vertical gap={4}>
                {keys.map((key) => (
                  <Checkbox
                    key={key}
                    value={key}
                    checked={chosen.has(key)}
                    disabled={disabled}
                    onChange={(event) => toggle(key, event.target.checked)}
                    data-permission={key}
                  >
                    {permissionLabel(t, key)}
                  </Checkbox>
                ))}
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
