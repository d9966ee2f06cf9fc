import path from 'node:path';

/**
 * A small extraction made for the tests and the demo, in the real layout (56 columns, header line,
 * '|' after every value, one line per activity): fictitious people, numbers with a valid Luhn key.
 * DURAND Lucie 10101010105 (doctor, two activities), MARTIN Camille 10003456786 (doctor, the demo's),
 * LEFÈVRE-DUPRÉ Jean-Baptiste 10004567896 (doctor), MOREAU Hélène 10005678908 (pharmacist),
 * N'DIAYE Aïssatou 10006789019 (nurse, RPPS), ROUSSEAU Élodie ADELI 691234561 (nurse),
 * GARNIER Théo 10007890121 (doctor, student: an intern), DE LA TOUR D'AUVERGNE Marie-Claire 10008901232 (military doctor).
 */
export const SAMPLE_DIRECTORY_FILE = path.join(__dirname, 'sample', 'rppsDirectorySample.txt');
