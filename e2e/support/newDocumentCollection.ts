import { expect, type Browser } from '@playwright/test';
import { asAdmin } from './asAdmin';
import { apiAs } from './liveApiAs';
import { uploadAs } from './uploadAs';

/** A 1×1 PNG: the collection's logo, checked by content on upload like any picture. */
const LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * A collection of patient leaflets of one's own (/documents), with its subtitle and a logo named
 * logo.png, saved through the back office's form by the admin: a journey picks it by its title
 * instead of relying on the demo's collections.
 */
export async function newDocumentCollection(browser: Browser, title: string, subTitle: string): Promise<number> {
  const { admin, close } = await asAdmin(browser);
  try {
    const logo = await uploadAs(admin, '/api/documentCollection/edit', 'collectionLogo', { name: 'logo.png', type: 'image/png', bytes: LOGO });
    const saved = await apiAs(admin, '/api/documentCollection/edit', {
      fsubmit: 'documentCollection_form',
      collectionPosition: '1',
      collectionTitle: title,
      collectionSubTitle: subTitle,
      collectionLogo: logo,
      collectionDescription: '',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return (saved.body.data as { id: number }).id;
  } finally {
    await close();
  }
}
