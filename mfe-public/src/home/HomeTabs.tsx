import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface HomeTab {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * The home's two lists as tabs (WAI-ARIA tabs: arrows move between them, the chosen one is the only
 * stop of the Tab key), drawn without antd like the rest of the first page.
 */
export function HomeTabs({ tabs, activeKey, onChange }: { tabs: HomeTab[]; activeKey: string; onChange: (key: string) => void }) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const active = tabs.find((tab) => tab.key === activeKey) ?? tabs[0];
  const moveFrom = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    onChange(next.key);
    buttons.current.get(next.key)?.focus();
  };
  return (
    <div className="home-tabs">
      <div role="tablist" className="home-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(button) => {
              if (button) buttons.current.set(tab.key, button);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`home-tab-${tab.key}`}
            aria-selected={tab.key === active.key}
            aria-controls={`home-panel-${tab.key}`}
            tabIndex={tab.key === active.key ? 0 : -1}
            className="home-tabs__tab"
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => moveFrom(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`home-panel-${active.key}`} aria-labelledby={`home-tab-${active.key}`}>
        {active.content}
      </div>
    </div>
  );
}
