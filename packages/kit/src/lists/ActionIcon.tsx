import type { ComponentType } from 'react';
import {
  CheckOutlined,
  CopyOutlined,
  DeleteFilled,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
  LinkOutlined,
  LockOutlined,
  MailOutlined,
  PlayCircleOutlined,
  RightOutlined,
  StopOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';

/** Icon names of list actions (the spec's Material names and plain words) and what draws them. */
const ICONS: Record<string, ComponentType> = {
  edit: EditOutlined,
  delete: DeleteOutlined,
  delete_forever: DeleteFilled,
  preview: EyeOutlined,
  eye: EyeOutlined,
  visibility: EyeOutlined,
  view: EyeOutlined,
  person: UserOutlined,
  account: UserOutlined,
  people: TeamOutlined,
  group: TeamOutlined,
  mail: MailOutlined,
  email: MailOutlined,
  download: DownloadOutlined,
  link: LinkOutlined,
  copy: CopyOutlined,
  content_copy: CopyOutlined,
  lock: LockOutlined,
  block: StopOutlined,
  check: CheckOutlined,
  play: PlayCircleOutlined,
  live: VideoCameraOutlined,
  description: FileTextOutlined,
};

/** The icon of an action by name; unknown names get an arrow. */
export function ActionIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? RightOutlined;
  return <Icon />;
}
