/** The certificate's heading, as its PDF prints it (services/live certificatePdf): a health-products company is no DPC provider. */
export const CERTIFICATE_HEADING = 'Attestation de participation — hors DPC';
