import type { FormGroup } from '@canal/contracts';
import { encodeForm } from '@canal/kit';
import { buildPostBody, formUrl } from './formPostBody';

const groups: FormGroup[] = [
  {
    label: 'Compte',
    items: [
      { id: 'id', label: 'Id', type: 'text', hidden: true },
      { id: 'accountEmail', label: 'Email', type: 'text' },
      { id: 'accountCategories', label: 'Thèmes', type: 'Checkbox', options: [{ value: 'bpco', label: 'BPCO' }] },
      { id: 'accountEvents', name: 'events', label: 'Sessions', type: 'AutoCompleteMultiple' },
      { id: 'accountPhoto', label: 'Photo', type: 'upload' },
      { id: 'note', label: 'Note', type: 'text', static: true },
      { id: 'robot', label: 'Robot', type: 'Captcha' },
    ],
  },
];

describe('buildPostBody', () => {
  it('posts every field by name, lists with brackets, files as JSON, then fsubmit, extras and precisions', () => {
    const body = buildPostBody(
      groups,
      {
        id: '12',
        accountEmail: 'jeanne@exemple.fr',
        accountCategories: ['bpco', 'asthme'],
        accountEvents: [],
        accountPhoto: [{ dest: '/cache/account/12/p.png', name: 'p.png', size: 10 }],
        note: 'lecture seule',
        robot: 'x',
      },
      { fsubmit: 'account_form', extraFields: { fromEvent: '4' }, precisions: { precision_0: 'Lyon' }, captcha: 'solution' },
    );
    expect(body).toEqual({
      id: '12',
      accountEmail: 'jeanne@exemple.fr',
      accountCategories: ['bpco', 'asthme'],
      events: '',
      accountPhoto: '[{"dest":"/cache/account/12/p.png","name":"p.png","size":10}]',
      fsubmit: 'account_form',
      captcha: 'solution',
      fromEvent: '4',
      precision_0: 'Lyon',
    });
    expect(encodeForm(body).toString()).toContain('accountCategories%5B%5D=bpco&accountCategories%5B%5D=asthme');
  });

  it('sends an empty upload as an empty JSON list and a missing value as an empty text', () => {
    const body = buildPostBody(groups, {}, { fsubmit: 'account_form' });
    expect(body.accountPhoto).toBe('[]');
    expect(body.accountEmail).toBe('');
    expect(body).not.toHaveProperty('captcha');
  });
});

describe('formUrl', () => {
  it('adds the id and the view', () => {
    expect(formUrl('/api/account/edit')).toBe('/api/account/edit');
    expect(formUrl('/api/account/edit/', 12)).toBe('/api/account/edit/12');
    expect(formUrl('/api/account/edit', 12, 'preview')).toBe('/api/account/edit/12?view=preview');
    expect(formUrl('/api/account/edit', null, 'short')).toBe('/api/account/edit?view=short');
  });
});
