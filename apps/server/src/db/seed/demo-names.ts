/** Names and texts the demo data is made of. */
export const firstNamesFemale = [
  'Giulia', 'Chiara', 'Francesca', 'Sara', 'Valentina', 'Alessia', 'Martina', 'Elisa', 'Federica', 'Silvia',
  'Laura', 'Anna', 'Beatrice', 'Ilaria', 'Serena', 'Giorgia', 'Camilla', 'Roberta', 'Marta', 'Noemi',
];
export const firstNamesMale = [
  'Marco', 'Luca', 'Andrea', 'Francesco', 'Alessandro', 'Matteo', 'Davide', 'Simone', 'Lorenzo', 'Riccardo',
  'Stefano', 'Paolo', 'Giovanni', 'Federico', 'Nicola', 'Tommaso', 'Emanuele', 'Fabio', 'Antonio', 'Gabriele',
];
export const lastNames = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
];

/** Headlines by work area id, as a candidate would write them. */
export const headlines: Record<number, string[]> = {
  1: ['Sviluppatore full stack TypeScript', 'Backend developer Java e Spring', 'Frontend developer React', 'DevOps engineer su AWS e Kubernetes', 'Data analyst con Python e SQL'],
  2: ['Contabile con esperienza in studi professionali', 'Impiegata amministrativa', 'Addetto paghe e contributi'],
  4: ['Digital marketing specialist', 'Social media manager', 'Content writer SEO'],
  5: ['Agente di commercio settore industriale', 'Account manager B2B', 'Inside sales'],
  7: ['Magazziniere carrellista', 'Autista patente C con CQC', 'Pianificatore dei trasporti', 'Responsabile di magazzino'],
  9: ['Ingegnere meccanico progettista', 'Disegnatore tecnico CAD'],
  15: ['UX/UI designer', 'Graphic designer'],
  16: ['Operatore customer service multilingue', 'Addetta assistenza clienti'],
};

export const bios = [
  'Mi piace lavorare in squadra e imparare ogni giorno qualcosa di nuovo. Cerco un ambiente dinamico in cui crescere.',
  'Professionista affidabile e preciso, con attenzione ai dettagli e orientamento al risultato.',
  'Ho maturato esperienza in aziende strutturate e in realtà piccole; so adattarmi a contesti diversi.',
  'Disponibile a trasferte e a lavorare su turni. Patente B, automunito.',
  'Dopo la laurea ho lavorato in progetti internazionali e cerco ora una posizione stabile vicino a casa.',
];

export const chatLines = [
  'Buongiorno, abbiamo visto la sua candidatura e vorremmo conoscerla meglio.',
  'Buongiorno, grazie! Sono disponibile per un colloquio.',
  'Le andrebbe bene giovedì alle 10:00 in videochiamata?',
  'Perfetto, giovedì alle 10:00 va benissimo.',
  'Le inviamo il link il giorno prima. A presto!',
];
