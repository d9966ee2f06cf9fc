import { useState, type ReactNode } from 'react';
import { Link, useLocation } from '@canal/kit/router';
import { Button, Drawer, Menu, MenuOutlined, useMinWidth, type MenuProps } from '@canal/kit';
import type { SidebarSection } from './sidebarSections';

const menuItems = (sections: readonly SidebarSection[]): MenuProps['items'] =>
  sections.map((section) => ({
    type: 'group' as const,
    key: section.group,
    label: section.title,
    children: section.links.map((link) => ({ key: link.path, label: <Link to={link.path}>{link.label}</Link> })),
  }));

/** The entry of the page opened, or of the list it belongs to (/staff/news/edit/3 is under /staff/news/list). */
function selectedPath(pathname: string, sections: readonly SidebarSection[]): string[] {
  const paths = sections.flatMap((section) => section.links.map((link) => link.path));
  if (paths.includes(pathname)) return [pathname];
  const area = pathname.replace(/\/(edit|preview)(\/.*)?$/, '');
  const owner = paths.find((path) => path.replace(/\/list$/, '') === area);
  return owner ? [owner] : [];
}

/**
 * The back office's frame: the sidebar of the domains beside the page from 992 px (a <nav> inside
 * the frame's one <main>: antd's Layout.Sider and Content would nest a second main and an aside), a 'Menu du
 * back-office' button opening the same menu in a drawer on a phone. Loaded with antd, only for staff.
 */
export default function StaffLayout({ sections, children }: { sections: readonly SidebarSection[]; children: ReactNode }) {
  const wide = useMinWidth(992);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menu = (
    <Menu
      mode="inline"
      items={menuItems(sections)}
      selectedKeys={selectedPath(pathname, sections)}
      onClick={() => setOpen(false)}
      style={{ borderInlineEnd: 'none' }}
    />
  );
  if (wide) {
    return (
      <div className="cp-staff-layout">
        <nav aria-label="Back-office" className="cp-staff-sider">
          {menu}
        </nav>
        <div className="cp-staff-content">{children}</div>
      </div>
    );
  }
  return (
    <div className="cp-staff-content">
      <div className="cp-staff-menu-button">
        <Button icon={<MenuOutlined />} onClick={() => setOpen(true)} aria-expanded={open}>
          Menu du back-office
        </Button>
      </div>
      <Drawer title="Back-office" placement="left" open={open} onClose={() => setOpen(false)} size={280} closable={{ 'aria-label': 'Fermer le menu' }}>
        <nav aria-label="Back-office">{menu}</nav>
      </Drawer>
      {children}
    </div>
  );
}
