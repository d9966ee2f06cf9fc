import { useState } from 'react';
import { Button, Empty, List, message, Space, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { contentApi, engineApi, type FaqItem } from '@canal/contracts';
import { apiErrorOf, callEndpoint, LoadingBlock, useEndpoint } from '@canal/kit';
import { DeleteConfirm } from '@canal/kit/lists';
import { Link } from 'react-router';
import { TextBlock } from '../event/TextBlock';

const FAQ_DELETE_URL = '/api/faq/delete';

function FaqEntry({ item, canEdit, onDeleted }: { item: FaqItem; canEdit: boolean; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const remove = async () => {
    setRunning(true);
    try {
      await callEndpoint(engineApi.listDelete, { id: String(item.id) }, { url: FAQ_DELETE_URL });
      setConfirming(false);
      onDeleted();
    } catch (error) {
      void message.error(apiErrorOf(error));
    } finally {
      setRunning(false);
    }
  };
  return (
    <List.Item
      actions={
        canEdit
          ? [
              <Link key="edit" to={`/staff/faq/edit/${item.id}`} aria-label={`Modifier « ${item.faqQuestion} »`}>
                <Button icon={<EditOutlined />} />
              </Link>,
              <Button key="delete" danger icon={<DeleteOutlined />} aria-label={`Supprimer « ${item.faqQuestion} »`} onClick={() => setConfirming(true)} />,
            ]
          : undefined
      }
    >
      {/* All answers open (spec 000 section 2.13): a doctor scans the page, nothing to unfold. */}
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          <span aria-hidden="true">• </span>
          {item.faqQuestion}
        </Typography.Title>
        {item.faqSubQuestion && <Typography.Text type="secondary">{item.faqSubQuestion}</Typography.Text>}
        <TextBlock text={item.faqAnswer} />
      </Space>
      <DeleteConfirm open={confirming} running={running} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </List.Item>
  );
}

/** The help page's questions, every answer shown, with edit and delete for those who may (the server checks again). */
export function FaqList() {
  const { data, error, refetch } = useEndpoint(contentApi.faqList, {});
  if (error) return <Typography.Text type="danger">{error}</Typography.Text>;
  if (!data) return <LoadingBlock />;
  if (data.data.length === 0) return <Empty description="Aucune question pour l’instant." />;
  return (
    <>
      {data.canEdit && (
        <Link to="/staff/faq/edit">
          <Button style={{ marginBottom: 8 }}>Ajouter une question</Button>
        </Link>
      )}
      <List dataSource={data.data} rowKey="id" renderItem={(item) => <FaqEntry item={item} canEdit={data.canEdit} onDeleted={() => void refetch()} />} />
    </>
  );
}
