import '../../generated/antdFirstPage.css';

/**
 * The antd components the pages use, re-exported: remotes import UI from the kit, never from antd,
 * so that one copy of antd (inside the shared kit) reaches the browser. The heavy ones that only
 * the forms and lists need (Table, DatePicker, Select, Upload...) live in `@canal/kit/forms` and
 * `@canal/kit/lists`, fetched on the pages that use them.
 */
export {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Menu,
  Modal,
  Progress,
  Rate,
  Result,
  Row,
  Space,
  Spin,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  message,
  notification,
  theme,
} from 'antd';
export type { MenuProps, TabsProps, FormInstance, FormRule } from 'antd';
export { default as frFR } from 'antd/locale/fr_FR';
