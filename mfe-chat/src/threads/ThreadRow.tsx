import { useState, type FocusEvent } from 'react';
import { Button, DeleteOutlined, theme } from '@canal/kit';
import type { ThreadEntry } from '../api/chatTypes';

export interface ThreadRowProps {
  thread: ThreadEntry;
  selected: boolean;
  deleting: boolean;
  onSelect(id: string): void;
  onDelete(id: string): void;
}

/** A discussion's name ("Nouvelle discussion..." until it has one); hover or focus shows its delete icon. */
export function ThreadRow({ thread, selected, deleting, onSelect, onDelete }: ThreadRowProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const label = deleting ? 'Suppression...' : thread.name === thread.id ? 'Nouvelle discussion...' : thread.name;
  const showDelete = (hovered || focused) && !deleting;

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <li
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        borderRadius: token.borderRadius,
        background: selected ? token.colorPrimaryBg : hovered ? token.colorFillTertiary : 'transparent',
        opacity: deleting ? 0.6 : 1,
      }}
    >
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        disabled={deleting}
        onClick={() => onSelect(thread.id)}
        title={label}
        style={{
          flex: 1,
          minWidth: 0,
          padding: '8px 12px',
          border: 'none',
          background: 'none',
          font: 'inherit',
          textAlign: 'left',
          cursor: deleting ? 'default' : 'pointer',
          color: selected ? token.colorPrimaryText : token.colorText,
          fontWeight: selected ? 600 : 400,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </button>
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        title="Supprimer la discussion"
        aria-label="Supprimer la discussion"
        disabled={deleting}
        onClick={() => onDelete(thread.id)}
        style={{ opacity: showDelete ? 1 : 0, marginRight: 4 }}
      />
    </li>
  );
}
