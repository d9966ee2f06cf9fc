/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { render, screen } from '@testing-library/react';
import { ConsentHistory } from './ConsentHistory';

describe('ConsentHistory', () => {
  it('says there is no choice yet on a line of its own, not run into the title before it', () => {
    render(
      <div>
        <span id="history">Historique des choix</span>
        <ConsentHistory changes={[]} labelledBy="history" />
      </div>,
    );
    const empty = screen.getByText('Aucun choix enregistré pour le moment.');
    expect(getComputedStyle(empty).display).toBe('block');
  });
});
