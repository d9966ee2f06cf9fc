import { HomeOutlined, LinkButton, Result } from '@canal/kit';

/** 'not_found' reads 'Erreur : contenu non trouvé'; anything else 'Une erreur est survenue' and its text (spec 000 section 8). */
export function StaticFailure({ notFound, message }: { notFound: boolean; message: string }) {
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={notFound ? 'Erreur : contenu non trouvé' : 'Une erreur est survenue'}
      subTitle={notFound ? undefined : message}
      extra={
        <LinkButton to="/" icon={<HomeOutlined />}>
          Retour à l'accueil
        </LinkButton>
      }
    />
  );
}
