/** The replay in a responsive 16:9 frame. */
export function ReplayPlayer({ src, title }: { src: string; title: string }) {
  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 8, overflow: 'hidden' }}>
      <iframe
        src={src}
        title={title}
        allowFullScreen
        allow="autoplay; fullscreen; picture-in-picture"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </div>
  );
}
