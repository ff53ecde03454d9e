import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The title row of a back-office page, with its actions on the right. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
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
