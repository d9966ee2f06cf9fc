import { toolCallLines } from './toolCalls';

describe('tool-call lines', () => {
  it('names each call and says whether it is still running', () => {
    const message = {
      id: 'msg_1',
      role: 'assistant',
      content: [],
      metadata: {
        tool_calls_ids: JSON.stringify(['call_a', 'call_b', 'call_c']),
        tool_calls_status: JSON.stringify({ call_a: 'completed', call_b: 'pending', call_c: 'completed' }),
        call_a: JSON.stringify({ function: { name: 'mesh_query', arguments: '{}' } }),
        call_b: JSON.stringify({ function: { name: 'pubmed_query', arguments: '{}' } }),
        call_c: JSON.stringify({ function: { name: 'web_search', arguments: '{}' } }),
      },
    };
    expect(toolCallLines(message)).toEqual([
      { id: 'call_a', label: 'Recherche MeSH', pending: false },
      { id: 'call_b', label: 'Recherche PubMed', pending: true },
      { id: 'call_c', label: 'Fonction inconnue', pending: false },
    ]);
    expect(toolCallLines({ ...message, metadata: { tool_calls_ids: 'not json' } })).toEqual([]);
  });
});
