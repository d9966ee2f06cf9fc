/**
 * The antd components the project uses, re-exported: remotes import UI from the kit, never from
 * antd, so that one trimmed copy of antd (inside the shared kit) reaches the browser.
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
  DatePicker,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Layout,
  List,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Radio,
  Rate,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  Upload,
  message,
  notification,
  theme,
} from 'antd';
export type { MenuProps, TableProps, TabsProps, FormInstance } from 'antd';
export { default as frFR } from 'antd/locale/fr_FR';
export type { FormRule } from 'antd';
export { AutoComplete } from 'antd';
