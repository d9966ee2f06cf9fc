import { useState } from 'react';
import { contentApi, engineApi, type FaqItem } from '@canal/contracts';
import {
  Button,
  buttonClassName,
  DeleteOutlined,
  EditOutlined,
  Empty,
  Flex,
  LinkButton,
  LoadingBlock,
  message,
  Space,
  Typography,
  useEndpoint,
  useEndpointMutation,
  MarkupText,
} from '@canal/kit';
import { DeleteConfirm } from '@canal/kit/lists';
import { Link } from '@canal/kit/router';
import { StaticFailure } from '../static/StaticFailure';

const FAQ_DELETE_URL = '/api/faq/delete';

function FaqEntry({ item, canEdit, onDeleted }: { item: FaqItem; canEdit: boolean; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useEndpointMutation(engineApi.listDelete, {
    url: FAQ_DELETE_URL,
    onSuccess: () => {
      setConfirming(false);
      onDeleted();
    },
    onError: (text) => void message.error(text),
  });
  return (
    <li className="cp-faq-entry">
      {/* All answers open (spec 000 section 2.13): a doctor scans the page, nothing to unfold. */}
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          <span aria-hidden="true">• </span>
          {item.faqQuestion}
        </Typography.Title>
        {item.faqSubQuestion && <Typography.Text type="secondary">{item.faqSubQuestion}</Typography.Text>}
        <MarkupText text={item.faqAnswer} />
      </Space>
      {canEdit && (
        <Flex gap={8} style={{ marginTop: 8 }}>
          {/* A link drawn as a button (a button inside a link would be two controls for one action). */}
          <Link
            to={`/staff/faq/edit/${item.id}`}
            aria-label={`Modifier « ${item.faqQuestion} »`}
            className={buttonClassName({})}
            style={{ width: 32, paddingInline: 0 }}
          >
            <EditOutlined aria-hidden />
          </Link>
          <Button danger icon={<DeleteOutlined />} aria-label={`Supprimer « ${item.faqQuestion} »`} onClick={() => setConfirming(true)} />
        </Flex>
      )}
      <DeleteConfirm
        open={confirming}
        running={remove.pending}
        onConfirm={() => void remove.mutate({ id: String(item.id) })}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/** The help page's questions, every answer shown, with edit and delete for those who may (the server checks again). */
export function FaqList() {
  const { data, error, refetch } = useEndpoint(contentApi.faqList, {});
  if (error) return <StaticFailure notFound={false} message={error} />;
  if (!data) return <LoadingBlock />;
  if (data.data.length === 0) return <Empty description="Aucune question pour l’instant." />;
  return (
    <>
      {data.canEdit && (
        <div style={{ marginBottom: 8 }}>
          <LinkButton to="/staff/faq/edit">Ajouter une question</LinkButton>
        </div>
      )}
      <ul className="cp-faq-list">
        {data.data.map((item) => (
          <FaqEntry key={item.id} item={item} canEdit={data.canEdit} onDeleted={() => void refetch()} />
        ))}
      </ul>
    </>
  );
}
