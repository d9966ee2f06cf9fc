/**
 * The icons the frame and the home page show, in the kit's core: a shared module is fetched whole,
 * so the core carries only these, and the others (icons.ts) come with the kit's main entry.
 */
export {
  CalendarOutlined,
  CheckCircleOutlined,
  DownOutlined,
  ExportOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  RightOutlined,
  SearchOutlined,
  UserAddOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
