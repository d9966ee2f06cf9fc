/** The other icons the pages use (the light ones, which the frame and the home page show, are in lightIcons.ts). */
export {
  ArrowLeftOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  HomeOutlined,
  LoadingOutlined,
  LoginOutlined,
  LogoutOutlined,
  MenuOutlined,
  MessageOutlined,
  PlusOutlined,
  ReloadOutlined,
  SendOutlined,
  WarningOutlined,
} from '@ant-design/icons';
export { LockOutlined, MailOutlined } from '@ant-design/icons';
// DynamicForm and DynamicList
export {
  CheckOutlined,
  CopyOutlined,
  DeleteFilled,
  DownloadOutlined,
  FileTextOutlined,
  LinkOutlined,
  PaperClipOutlined,
  SearchOutlined,
  StopOutlined,
  TeamOutlined,
  UploadOutlined,
} from '@ant-design/icons';
