import { useNavigate } from '@canal/kit/router';
import { Button, HomeOutlined } from '@canal/kit';

export function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<HomeOutlined />} onClick={() => void navigate('/')}>
      Retour à l'accueil
    </Button>
  );
}
