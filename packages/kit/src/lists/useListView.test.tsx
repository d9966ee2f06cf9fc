/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../router';
import { useListView } from './useListView';

const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/staff/account/list']}>{children}</MemoryRouter>;

describe('the view of a list kept in the address', () => {
  it('applies a change asked before the last one is drawn to that last one: a sort then a hidden column keep both', () => {
    const { result } = renderHook(() => useListView(true), { wrapper: inRouter });
    act(() => {
      result.current.change((latest) => ({ ...latest, sortField: 'accountLastname', sortWay: 'a' }));
      result.current.change((latest) => ({ ...latest, hidden: ['accountEmail'] }));
    });
    expect(result.current.view).toMatchObject({ sortField: 'accountLastname', sortWay: 'a', hidden: ['accountEmail'] });
  });

  it('reads the latest view asked, before the page draws it (what a saved view stores)', () => {
    const { result } = renderHook(() => useListView(true), { wrapper: inRouter });
    let read = result.current.view;
    act(() => {
      result.current.change((latest) => ({ ...latest, sortField: 'accountLastname', sortWay: 'd' }));
      read = result.current.latest();
    });
    expect(read).toMatchObject({ sortField: 'accountLastname', sortWay: 'd' });
  });

  it('takes an address drawn from elsewhere (a link, the back button) as the latest view', () => {
    const { result } = renderHook(() => useListView(true), {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/staff/account/list?sf=dateCreated&sw=d&pp=2']}>{children}</MemoryRouter>,
    });
    expect(result.current.latest()).toMatchObject({ sortField: 'dateCreated', sortWay: 'd', page: 2 });
  });
});
