import { Badge, Button, Text } from '@mantine/core';
import type { UserDetail } from '@toolbox/domain';
import { messages, relativeAge } from '@toolbox/domain';
import { Ban, Pencil, Power, Trash2, UserX } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { DetailField } from '../../../components/detail-fields';
import { DetailFieldsCard } from '../../../components/detail-fields';
import { LinkButton } from '../../../components/link-button';
import { Page, pageFrame } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { TwoColumns } from '../../../components/two-columns';
import { RoleBadge } from '../../../components/role-badge';
import { StatusBadge } from '../../../components/status-badge';
import { useSession } from '../../../lib/auth/session-query';
import { formatDateTime } from '../../../lib/format';
import { useUser } from '../api/get-user';
import { userQueryTexts } from './user-query-texts';
import type { StatusAction } from './use-user-status-actions';
import { availableStatusActions, useUserStatusActions } from './use-user-status-actions';
import { SignInLockAlert } from './sign-in-lock-alert';
import { useDeleteUserAction } from './use-delete-user';
import { UserPasswordCard } from './user-password-card';
import { UserHistory } from './user-history';
import { UserMachinesCard } from './user-machines-card';
import { DocumentActivityCard } from '../../../components/document-activity-card';

const BACK = { to: '/users', label: 'Users' };

function when(value: string | null): Pick<DetailField, 'value' | 'hint'> {
  return value ? { value: relativeAge(value), hint: formatDateTime(value) } : { value: 'Never' };
}

function profileFields(user: UserDetail): DetailField[] {
  return [
    { label: 'Email', value: user.email },
    { label: 'Display name', value: user.displayName.trim() || '—' },
    { label: 'Role', value: <RoleBadge role={user.role} /> },
    { label: 'Team', value: user.team ?? '—' },
    { label: 'Status', value: <StatusBadge user={user} /> },
    {
      label: 'Password',
      value: user.mustChangePassword
        ? 'Temporary: to be replaced at next sign-in'
        : 'Chosen by the user',
    },
    { label: 'Created', value: formatDateTime(user.createdAt) },
    { label: 'Last updated', value: formatDateTime(user.updatedAt) },
    {
      label: 'User ID',
      value: (
        <Text span ff="monospace" size="xs">
          {user.id}
        </Text>
      ),
    },
  ];
}

function activityFields(user: UserDetail): DetailField[] {
  const device = user.deviceInfo;
  return [
    { label: 'Last active', ...when(user.lastActiveAt) },
    {
      label: 'Push notifications',
      value: (
        <Badge variant="light" color={user.pushEnabled ? 'teal' : 'gray'} radius="sm" tt="none">
          {user.pushEnabled ? 'Enabled' : 'Not enabled'}
        </Badge>
      ),
      ...(user.tokenLastUpdated
        ? { hint: `Token updated ${formatDateTime(user.tokenLastUpdated)}` }
        : {}),
    },
    { label: 'Platform', value: device?.platform || '—' },
    { label: 'Device last active', ...(device ? when(device.lastActive) : { value: '—' }) },
    { label: 'User agent', value: device?.userAgent || '—' },
  ];
}

const STATUS_BUTTONS = [
  { action: 'deactivate', label: 'Deactivate', icon: UserX, danger: true },
  { action: 'disable', label: 'Disable', icon: Ban, danger: true },
  { action: 'enable', label: 'Enable', icon: Power, danger: false },
] as const;

/** /users/:id: profile, activity and device, status history, and the actions on the user. */
export function UserDetailView({ id }: { id: string }) {
  return (
    <QueryState
      query={useUser(id)}
      {...userQueryTexts}
      frame={pageFrame({ title: 'User', back: BACK })}
    >
      {(user) => <UserDetailBody user={user} />}
    </QueryState>
  );
}

function UserDetailBody({ user }: { user: UserDetail }) {
  const statusActions = useUserStatusActions();
  const navigate = useNavigate();
  const deletion = useDeleteUserAction(() => void navigate('/users', { replace: true }));
  const { data: me } = useSession();
  const isSelf = me?.id === user.id;
  return (
    <Page
      back={BACK}
      title={user.displayName.trim() || user.email}
      badges={
        <>
          <RoleBadge role={user.role} />
          <StatusBadge user={user} />
        </>
      }
      description={user.email}
      actions={
        <>
          <LinkButton
            to={`/users/edit/${encodeURIComponent(user.id)}`}
            variant="default"
            icon={Pencil}
          >
            Edit
          </LinkButton>
          <StatusButtons user={user} onRequest={statusActions.request} />
          <Button
            variant="outline"
            color="red"
            leftSection={<Trash2 size={16} aria-hidden />}
            disabled={isSelf}
            title={isSelf ? messages.user.cannotDeleteSelf : undefined}
            onClick={() => deletion.request(user)}
          >
            Delete
          </Button>
        </>
      }
    >
      <SignInLockAlert user={user} />
      <TwoColumns
        main={
          <DetailFieldsCard id="user-profile-title" title="Profile" fields={profileFields(user)} />
        }
        side={
          <DetailFieldsCard
            id="user-activity-title"
            title="Activity and device"
            fields={activityFields(user)}
          />
        }
      />
      <UserPasswordCard user={user} isSelf={isSelf} />
      <UserMachinesCard userId={user.id} />
      <DocumentActivityCard userId={user.id} title="Recent document activity" />
      <UserHistory userId={user.id} />
      {statusActions.dialog}
      {deletion.dialog}
    </Page>
  );
}

interface StatusButtonsProps {
  user: UserDetail;
  onRequest: (action: StatusAction, user: UserDetail) => void;
}

/** The status actions that fit the user; one's own account cannot be deactivated or disabled. */
function StatusButtons({ user, onRequest }: StatusButtonsProps) {
  const { data: me } = useSession();
  const isSelf = me?.id === user.id;
  const actions = availableStatusActions(user);
  return STATUS_BUTTONS.filter(({ action }) => actions.includes(action)).map(
    ({ action, label, icon: Icon, danger }) => (
      <Button
        key={action}
        {...(danger
          ? {
              variant: 'outline',
              color: 'red',
              disabled: isSelf,
              title: isSelf ? messages.user.cannotChangeOwnStatus : undefined,
            }
          : {})}
        leftSection={<Icon size={16} aria-hidden />}
        onClick={() => onRequest(action, user)}
      >
        {label}
      </Button>
    ),
  );
}
