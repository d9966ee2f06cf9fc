import { Fragment } from 'react';
import { Link } from '../router';
import type { LinkMap, ListField, ListRow } from '@canal/contracts';
import { Avatar, Checkbox, Flex, Radio, Tag, Typography } from 'antd';
import { avatarValue } from './avatarValue';
import { formatCellDate, formatDateRanges } from './cellDates';
import { breakablePieces, cellFiles, cellLink, isCheckedCell, optionLabels } from './cellValues';

export interface ListCellViewProps {
  field: ListField;
  row: ListRow;
  linkMap: LinkMap;
}

const SELECT_TYPES = new Set(['SelectField', 'select', 'SelectBlocks', 'AutoComplete', 'AutoCompleteMultiple']);

/** A text with break opportunities inside its long tokens (breakablePieces): an e-mail wraps at its dots. */
function Breakable({ text }: { text: string }) {
  return (
    <>
      {breakablePieces(text).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

function CellText({ field, row, text }: { field: ListField; row: ListRow; text: string }) {
  const href = cellLink(field, row, row[field.id]);
  if (!href || !text) return <Breakable text={text} />;
  if (href.startsWith('/') && field.linkTarget !== '_blank')
    return (
      <Link to={href}>
        <Breakable text={text} />
      </Link>
    );
  return (
    <Typography.Link href={href} target={field.linkTarget ?? '_blank'} rel="noreferrer">
      <Breakable text={text} />
    </Typography.Link>
  );
}

/** One cell of a DynamicList, drawn by its field's type (spec 001 section 3 "List field"). */
export function ListCellView({ field, row, linkMap }: ListCellViewProps) {
  const value = row[field.id];
  const links = linkMap[field.id];
  switch (field.type) {
    case 'Date':
    case 'dateTime':
      return <CellText field={field} row={row} text={formatCellDate(value, field.type === 'dateTime')} />;
    case 'MultiDateRangePicker':
      return <>{formatDateRanges(value)}</>;
    case 'Avatar': {
      const avatar = avatarValue(value);
      if (avatar.kind === 'initials') return <Avatar>{avatar.text}</Avatar>;
      if (avatar.kind === 'image') return <Avatar src={avatar.src} alt="" />;
      return null;
    }
    case 'File':
    case 'file':
    case 'upload':
      return (
        <Flex vertical gap={2}>
          {cellFiles(value).map((file) => (
            <Typography.Link key={file.dest} href={file.dest} target="_blank" rel="noreferrer">
              {file.name}
            </Typography.Link>
          ))}
        </Flex>
      );
    case 'Checkbox':
      return <Checkbox checked={isCheckedCell(value)} disabled aria-label={field.label} />;
    case 'RadioButton':
      if (field.options?.length) return <>{optionLabels(value, field.options, links)}</>;
      return <Radio checked={isCheckedCell(value)} disabled aria-label={field.label} />;
    default: {
      if (SELECT_TYPES.has(field.type) && field.tagColors && typeof value === 'string' && value) {
        return <Tag color={field.tagColors[value] ?? 'default'}>{optionLabels(value, field.options, links)}</Tag>;
      }
      if (SELECT_TYPES.has(field.type)) return <CellText field={field} row={row} text={optionLabels(value, field.options, links)} />;
      const text = value === null || value === undefined ? (field.defValue ?? '') : Array.isArray(value) ? value.join(', ') : String(value);
      return <CellText field={field} row={row} text={links?.[text] ?? text} />;
    }
  }
}
