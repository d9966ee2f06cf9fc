import { BACK_OFFICE_MODULES } from '@canal/contracts';
import { defineRecordModule, schema, type ApiRoute } from '@canal/service-core';

const { pvProducts } = schema;

/**
 * 'Produits (pharmacovigilance)': the company's products, by name, that the adverse-event detector
 * looks for in questions, chat and contact messages (`@canal/domain` detectAdverseEvent: case,
 * accents and plurals do not matter; a name ending in '*' matches every word starting with it).
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.pvProduct,
  table: pvProducts,
  formLabel: 'Produit',
  formTitle: { create: 'Nouveau produit', edit: 'Edition du produit' },
  search: true,
  defaultSort: { field: 'pvProductName', way: 'a' },
  fields: [
    {
      id: 'pvProductName',
      label: 'Nom',
      column: pvProducts.name,
      list: {},
      form: {
        type: 'text',
        validators: ['notEmpty'],
        maxLength: 100,
        helperText:
          'Nom commercial ou DCI ; majuscules, accents et pluriels sont indifférents. Terminé par « * », il vaut pour tous les mots qui commencent ainsi.',
      },
    },
  ],
});
