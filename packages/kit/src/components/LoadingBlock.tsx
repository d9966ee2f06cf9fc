import '../light/light.css';

/** A page or block being loaded: a spinner and its label, announced to screen readers. Light (no antd). */
export function LoadingBlock({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div role="status" className="cp-loading">
      <span className="cp-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
