import { ExportOutlined, Typography } from '@canal/kit';

export function InstructionsLink({ href }: { href: string }) {
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      <ExportOutlined /> Instructions pour suivre l'émission
    </Typography.Link>
  );
}
