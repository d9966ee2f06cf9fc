/** The banner at the top of the home page. */
export function HomeBanner() {
  return (
    <header
      style={{
        background: 'linear-gradient(120deg, #1d5fa8 0%, #0f8a6a 100%)',
        color: '#fff',
        borderRadius: 12,
        padding: 'clamp(24px, 5vw, 48px) clamp(20px, 5vw, 56px)',
        margin: '24px 0 32px',
      }}
    >
      <h2 className="cp-title" style={{ color: '#fff', margin: 0, fontSize: 38 }}>
        Canal Pneumo
      </h2>
      <p style={{ color: 'rgba(255, 255, 255, 0.92)', fontSize: 18, margin: '12px 0 0', maxWidth: 760 }}>
        Les webinaires des professionnels de santé de la médecine respiratoire : asthme, BPCO, innovations et parcours de soins, en direct avec les experts et
        en replay.
      </p>
    </header>
  );
}
