import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The title row of a back-office page, with its actions on the right; `description` is one line
 * under the title saying what the page lists (where screens of the same people differ).
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex vertical gap={2}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      </Flex>
      {actions ? <Flex gap={8}>{actions}</Flex> : null}
    </Flex>
  );
}

/** The primary "create" action of a list page. */
export function CreateLink({ to, label }: { to: string; label: ReactNode }) {
  return (
    <Link to={to}>
      <Button type="primary" icon={<PlusOutlined />}>
        {label}
      </Button>
    </Link>
  );
}

/** The primary "create" action of a list page that creates in a dialog. */
export function CreateButton({ onClick, label }: { onClick: () => void; label: ReactNode }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {label}
    </Button>
  );
}
