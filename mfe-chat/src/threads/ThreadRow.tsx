import { useState, type FocusEvent } from 'react';
import { CHAT_THREAD_NAME_MAX } from '@canal/contracts/chat';
import { Button, DeleteOutlined, EditOutlined, Input, theme } from '@canal/kit';
import type { ThreadEntry } from '../api/chatTypes';

export interface ThreadRowProps {
  thread: ThreadEntry;
  selected: boolean;
  deleting: boolean;
  onSelect: (id: string) => void;
  onDelete: (id: string) => void;
  /** Answers true once the server took the new name. */
  onRename: (id: string, name: string) => Promise<boolean>;
}

/** Types the discussion's new name: Enter keeps it, Escape leaves the old one. */
function RenameField({ thread, onDone, onRename }: { thread: ThreadEntry; onDone: () => void; onRename: ThreadRowProps['onRename'] }) {
  const [name, setName] = useState(thread.name === thread.id ? '' : thread.name);
  return (
    <Input
      autoFocus
      size="small"
      aria-label="Nouveau nom de la discussion"
      maxLength={CHAT_THREAD_NAME_MAX}
      value={name}
      onChange={(event) => setName(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
      onPressEnter={() => void onRename(thread.id, name).then((renamed) => renamed && onDone())}
      onBlur={onDone}
      style={{ margin: '4px 8px' }}
    />
  );
}

/** A discussion's name ("Nouvelle discussion..." until it has one); hover or focus shows its rename and delete icons. */
export function ThreadRow({ thread, selected, deleting, onSelect, onDelete, onRename }: ThreadRowProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [editing, setEditing] = useState(false);
  const label = deleting ? 'Suppression...' : thread.name === thread.id ? 'Nouvelle discussion...' : thread.name;
  const showIcons = (hovered || focused) && !deleting;

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
        gap: 2,
        borderRadius: token.borderRadius,
        background: selected ? token.colorPrimaryBg : hovered ? token.colorFillTertiary : 'transparent',
        opacity: deleting ? 0.6 : 1,
      }}
    >
      {editing ? (
        <RenameField thread={thread} onRename={onRename} onDone={() => setEditing(false)} />
      ) : (
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
      )}
      {!editing && (
        <>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            title="Renommer la discussion"
            aria-label="Renommer la discussion"
            disabled={deleting}
            onClick={() => setEditing(true)}
            style={{ opacity: showIcons ? 1 : 0 }}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            title="Supprimer la discussion"
            aria-label="Supprimer la discussion"
            disabled={deleting}
            onClick={() => onDelete(thread.id)}
            style={{ opacity: showIcons ? 1 : 0, marginRight: 4 }}
          />
        </>
      )}
    </li>
  );
}
