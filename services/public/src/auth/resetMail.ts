import type { Request } from 'express';
import type { OutgoingMail, ServiceContext } from '@canal/service-core';

/**
 * Where the site is, for links in e-mails: PUBLIC_URL when configured (it should be in
 * production: the Host header of a request is chosen by its sender), else the request's origin.
 */
export function siteOrigin(ctx: ServiceContext, req: Request): string {
  if (ctx.config.PUBLIC_URL) return ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function resetMail(to: string, firstname: string, link: string): OutgoingMail {
  const greeting = firstname ? `Bonjour ${firstname},` : 'Bonjour,';
  return {
    to,
    subject: 'Canal Pneumo : changement de votre mot de passe',
    text: [
      greeting,
      '',
      'Vous avez demandé à changer le mot de passe de votre compte Canal Pneumo.',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure qui vient (il ne sert qu’une fois) :',
      link,
      '',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.',
      '',
      'L’équipe Canal Pneumo',
    ].join('\n'),
  };
}
