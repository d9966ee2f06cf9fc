export {
  ArrowLeftOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
  HomeOutlined,
  LoadingOutlined,
  LoginOutlined,
  LogoutOutlined,
  MessageOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  QuestionCircleOutlined,
  ReloadOutlined,
  SendOutlined,
  UserAddOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WarningOutlined,
} from '@ant-design/icons';
export { LockOutlined, MailOutlined } from '@ant-design/icons';
// DynamicForm and DynamicList
export { CheckOutlined, CopyOutlined, DeleteFilled, DownloadOutlined, FileTextOutlined, LinkOutlined, PaperClipOutlined, RightOutlined, SearchOutlined, StopOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
