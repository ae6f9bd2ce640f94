/** The sample catalogue `npm run demo` loads: realistic, small, and the same on every run. */

export type DemoMachine = {
  manufacturer: string;
  model: string;
  category: string;
  description: string;
  specs: [group: string, label: string, value: string, unit: string][];
};

const specs = (
  volts: string,
  watts: string,
  tank: string,
  width: string,
  depth: string,
  height: string,
  boilers: string,
): DemoMachine['specs'] => [
  ['Electrical', 'Voltage', volts, 'V'],
  ['Electrical', 'Power', watts, 'W'],
  ['Water', 'Tank / supply', tank, ''],
  ['Dimensions', 'Width', width, 'mm'],
  ['Dimensions', 'Depth', depth, 'mm'],
  ['Dimensions', 'Height', height, 'mm'],
  ['Brewing', 'Boilers', boilers, ''],
];

export const MACHINES: DemoMachine[] = [
  {
    manufacturer: 'La Marzocco',
    model: 'Linea PB',
    category: 'Espresso',
    description:
      'Two- or three-group traditional espresso machine with dual boilers and PID control.',
    specs: specs(
      '400',
      '5800',
      'Mains, plumbed',
      '710',
      '560',
      '530',
      'Dual (coffee 3.4 l, steam 7 l)',
    ),
  },
  {
    manufacturer: 'La Marzocco',
    model: 'GS3',
    category: 'Espresso',
    description: 'Single-group saturated machine for small cafés and offices.',
    specs: specs(
      '230',
      '3000',
      '3.5 l or plumbed',
      '400',
      '530',
      '355',
      'Dual (coffee 1.5 l, steam 3.5 l)',
    ),
  },
  {
    manufacturer: 'Franke',
    model: 'A600',
    category: 'Bean-to-cup',
    description: 'Fully automatic machine with FoamMaster milk system for up to 150 cups a day.',
    specs: specs('230', '2700', '4 l or plumbed', '340', '600', '715', 'Thermoblock'),
  },
  {
    manufacturer: 'Franke',
    model: 'A1000',
    category: 'Bean-to-cup',
    description: 'High-volume fully automatic machine with two grinders and iQFlow extraction.',
    specs: specs('400', '8600', 'Plumbed', '340', '600', '715', 'Boiler and thermoblock'),
  },
  {
    manufacturer: 'WMF',
    model: '5000 S+',
    category: 'Bean-to-cup',
    description: 'Professional automatic machine with Dynamic Milk and a 10.4" touch display.',
    specs: specs('400', '8300', 'Plumbed', '420', '599', '760', 'Two boilers'),
  },
  {
    manufacturer: 'WMF',
    model: '1500 S+',
    category: 'Bean-to-cup',
    description: 'Compact automatic machine for offices and self-service.',
    specs: specs('230', '2750', '4.5 l or plumbed', '325', '590', '700', 'One boiler'),
  },
  {
    manufacturer: 'Jura',
    model: 'GIGA X8',
    category: 'Bean-to-cup',
    description: 'Professional one-touch machine with two ceramic grinders for small offices.',
    specs: specs('230', '2300', '5 l', '380', '570', '582', 'Two thermoblocks'),
  },
  {
    manufacturer: 'Schaerer',
    model: 'Coffee Soul',
    category: 'Bean-to-cup',
    description: 'Fully automatic machine with Best Foam milk system and up to 48 recipes.',
    specs: specs('230', '3200', 'Plumbed', '300', '592', '698', 'Boiler'),
  },
  {
    manufacturer: "De'Longhi",
    model: 'Dinamica Plus',
    category: 'Bean-to-cup',
    description: 'Domestic bean-to-cup machine with LatteCrema system, used in small offices.',
    specs: specs('230', '1450', '1.8 l', '236', '429', '348', 'Thermoblock'),
  },
  {
    manufacturer: 'Marco',
    model: 'SP9',
    category: 'Filter',
    description: 'Under-counter single-cup pour-over brewer with precise temperature control.',
    specs: specs('230', '2800', 'Plumbed', '190', '383', '345', 'Boiler 5 l'),
  },
];

export type DemoGuide = {
  machine: string;
  title: string;
  symptom: string;
  errorCodes: string[];
  category: string;
  severity: string;
  estimatedMinutes: number;
  tools: string[];
  parts: string[];
  causes: string[];
  steps: string[];
};

export const GUIDES: DemoGuide[] = [
  {
    machine: 'lamarzocco_lineapb',
    title: 'Group head drips after brewing',
    symptom: 'Water keeps dripping from the group head for minutes after a shot.',
    errorCodes: [],
    category: 'Brewing',
    severity: 'Medium',
    estimatedMinutes: 30,
    tools: ['Group gasket tool', 'Blind filter', 'Flat screwdriver'],
    parts: ['Group gasket 8.5 mm', 'Shower screen'],
    causes: ['Worn group gasket', 'Scale on the solenoid valve seat', 'Faulty 3-way solenoid'],
    steps: [
      'Switch the machine off and let the group cool for at least 15 minutes.',
      'Remove the shower screen and the old gasket with the gasket tool.',
      'Clean the gasket seat with a brush and warm water; check for scale.',
      'Fit the new gasket, thicker lip facing up, and refit the shower screen.',
      'Back-flush with the blind filter five times and check for drips.',
    ],
  },
  {
    machine: 'franke_a600',
    title: 'Milk foam too thin or no foam',
    symptom: 'Milk drinks come out hot but flat, or no milk flows at all.',
    errorCodes: ['E-57', 'E-62'],
    category: 'Milk system',
    severity: 'High',
    estimatedMinutes: 20,
    tools: ['Cleaning brush set', 'FoamMaster cleaning tablet'],
    parts: ['Milk pipe set', 'Air valve seal'],
    causes: ['Blocked milk pipe', 'Air valve seal worn', 'Milk not cold enough (above 5 °C)'],
    steps: [
      'Check the milk temperature in the fridge: it must be 2–5 °C.',
      'Run the milk system rinse from the care menu.',
      'Remove the milk pipe set and brush every pipe and the mixer chamber.',
      'Replace the air valve seal if it is cracked or flattened.',
      'Refit, run a cleaning cycle with a tablet, then test a cappuccino.',
    ],
  },
  {
    machine: 'wmf_5000s',
    title: 'Grinder blocked',
    symptom: 'The grinder runs loudly or stops; the display asks to check the bean hopper.',
    errorCodes: ['ERR 11', 'ERR 12'],
    category: 'Grinder',
    severity: 'High',
    estimatedMinutes: 40,
    tools: ['Torx T20', 'Vacuum cleaner', 'Grinder brush'],
    parts: ['Grinding disc set'],
    causes: ['A stone or foreign body in the beans', 'Oily beans clogging the burrs'],
    steps: [
      'Switch off and unplug the machine.',
      'Close the hopper shutter and remove the bean hopper.',
      'Vacuum the beans out of the grinder inlet.',
      'Remove the upper burr (Torx T20) and clear any foreign body.',
      'Brush the burrs, refit, and set the grind to the marked position.',
      'Switch on and grind two test portions into the grounds container.',
    ],
  },
  {
    machine: 'jura_gigax8',
    title: 'Fill system message although the tank is full',
    symptom: '"Fill system" appears with a full water tank; no water is drawn.',
    errorCodes: ['Error 8'],
    category: 'Water and steam',
    severity: 'Medium',
    estimatedMinutes: 15,
    tools: [],
    parts: ['Water tank valve'],
    causes: ['Air in the system after a filter change', 'Dirty tank valve'],
    steps: [
      'Remove the tank and rinse the valve at its base under running water.',
      'Refit the tank firmly until it clicks.',
      'Run "Fill system" from the maintenance menu twice.',
    ],
  },
  {
    machine: 'schaerer_coffeesoul',
    title: 'Coffee too cold',
    symptom: 'Customers complain that coffee is lukewarm; the first cup of the day is worst.',
    errorCodes: [],
    category: 'Brewing',
    severity: 'Low',
    estimatedMinutes: 25,
    tools: ['Thermometer'],
    parts: [],
    causes: ['Cup warmer off', 'Brewing temperature set too low', 'Scaled heater'],
    steps: [
      'Measure the drink temperature in a pre-warmed cup: it should be 80–85 °C.',
      'Check the brewing temperature setting in the service menu (92 °C).',
      'Switch on the cup warmer and the warm-up rinse at start.',
      'If still cold, check the descaling counter and descale.',
    ],
  },
];

export type DemoDocument = {
  title: string;
  description: string;
  author: string;
  categories: string[];
  machines: string[];
  pages: string[][];
};

const para = (...lines: string[]) => lines;

export const DOCUMENTS: DemoDocument[] = [
  {
    title: 'Linea PB service manual',
    description: 'Disassembly, adjustments and parts for the Linea PB.',
    author: 'La Marzocco Service',
    categories: ['Service'],
    machines: ['lamarzocco_lineapb'],
    pages: [
      para(
        '1. Safety',
        'Disconnect power and water before opening the machine.',
        'Let boilers cool below 40 C.',
      ),
      para(
        '2. Group head',
        'Gasket replacement every 6 months or 20,000 shots.',
        'Shower screen: 58 mm.',
      ),
      para(
        '3. Boilers',
        'Coffee boiler 3.4 l, steam boiler 7 l.',
        'Safety valve opens at 2.5 bar.',
      ),
    ],
  },
  {
    title: 'A600 daily cleaning card',
    description: 'What the café staff clean every day and every week.',
    author: 'Franke Coffee Systems',
    categories: ['Cleaning'],
    machines: ['franke_a600'],
    pages: [
      para(
        'Daily',
        '- Run the automatic cleaning program with one tablet.',
        '- Empty and rinse the grounds bin.',
      ),
      para('Weekly', '- Clean the milk pipes with the brush set.', '- Wipe the bean hopper.'),
    ],
  },
  {
    title: 'WMF 5000 S+ user guide',
    description: 'Operation, recipes and the care menu.',
    author: 'WMF Professional Coffee Machines',
    categories: ['User Guide'],
    machines: ['wmf_5000s'],
    pages: [
      para('Getting started', 'Switch on at the main switch; warm-up takes about 6 minutes.'),
      para('Recipes', 'Up to 40 drinks; each recipe sets coffee, milk and foam amounts.'),
      para('Care', 'Follow the on-screen care assistant each evening.'),
    ],
  },
  {
    title: 'Descaling procedure for bean-to-cup machines',
    description: 'When and how to descale, for every bean-to-cup model we service.',
    author: 'Toolbox Service Team',
    categories: ['Maintenance'],
    machines: ['franke_a600', 'franke_a1000', 'wmf_5000s', 'wmf_1500s', 'jura_gigax8'],
    pages: [
      para('When', 'Descale when the machine asks, or every 3 months in hard-water areas.'),
      para(
        'How',
        '1. Remove the water filter.',
        '2. Start the descaling program.',
        '3. Add the descaler when asked.',
      ),
    ],
  },
  {
    title: 'Error code reference: Franke A-series',
    description: 'Every error code of the A300 to A1000 with its first check.',
    author: 'Franke Coffee Systems',
    categories: ['Troubleshooting'],
    machines: ['franke_a600', 'franke_a1000'],
    pages: [
      para('E-57  Milk pump: check milk pipe for blockage.', 'E-62  Air valve: check seal.'),
      para('E-80  Grinder: check for foreign body.', 'E-95  Heater: call service.'),
    ],
  },
  {
    title: 'GIGA X8 maintenance schedule',
    description: 'Intervals for filters, seals and grinder burrs.',
    author: 'Jura Professional',
    categories: ['Maintenance'],
    machines: ['jura_gigax8'],
    pages: [
      para(
        'Filter: every 2 months.',
        'Brewing unit seals: every 12 months.',
        'Burrs: every 30,000 cups.',
      ),
    ],
  },
  {
    title: 'Coffee Soul installation guide',
    description: 'Site requirements, water connection and first start.',
    author: 'Schaerer',
    categories: ['Service'],
    machines: ['schaerer_coffeesoul'],
    pages: [
      para('Site', 'Level counter, 230 V 16 A socket within 1.5 m.'),
      para('Water', 'Supply 0.8 to 6 bar; install the water filter before first start.'),
    ],
  },
  {
    title: 'Marco SP9 cleaning guide',
    description: 'Daily cleaning of the SP9 brew head and drip tray.',
    author: 'Marco Beverage Systems',
    categories: ['Cleaning'],
    machines: ['marco_sp9'],
    pages: [
      para('Rinse the spray head daily.', 'Soak the drip tray weekly in a cleaning solution.'),
    ],
  },
];

export type DemoSoftware = {
  name: string;
  category: string;
  version: string;
  minVersion: string;
  password: string;
  description: string;
  machines: string[];
};

export const SOFTWARE: DemoSoftware[] = [
  {
    name: 'A-series controller firmware',
    category: 'Firmware',
    version: '4.12.3',
    minVersion: '4.0.0',
    password: '',
    description: 'Controller firmware for the Franke A600 and A1000. Fixes E-62 false alarms.',
    machines: ['franke_a600', 'franke_a1000'],
  },
  {
    name: 'WMF service tool',
    category: 'Service tool',
    version: '2.4.1',
    minVersion: '2.0.0',
    password: 'wmf-service-2026',
    description: 'Laptop tool to read counters and set recipes over USB.',
    machines: ['wmf_5000s', 'wmf_1500s'],
  },
  {
    name: 'Linea PB display firmware',
    category: 'Firmware',
    version: '1.9.0',
    minVersion: '1.5.0',
    password: '',
    description: 'Display board firmware with the new shot timer.',
    machines: ['lamarzocco_lineapb'],
  },
  {
    name: 'Coffee Soul recipe pack',
    category: 'Recipes',
    version: '2026.3',
    minVersion: '',
    password: '',
    description: 'Seasonal drinks for the Coffee Soul: oat flat white, iced latte.',
    machines: ['schaerer_coffeesoul'],
  },
];

export const ENGINEERS = [
  { displayName: 'Priya Shah', email: 'priya.shah@toolbox.demo', team: 'North', active: true },
  { displayName: 'Tom Becker', email: 'tom.becker@toolbox.demo', team: 'North', active: true },
  { displayName: 'Lucia Romano', email: 'lucia.romano@toolbox.demo', team: 'South', active: true },
  { displayName: 'Sam Okafor', email: 'sam.okafor@toolbox.demo', team: 'South', active: true },
  {
    displayName: 'Jan de Vries',
    email: 'jan.devries@toolbox.demo',
    team: 'Workshop',
    active: false,
  },
];

/** The password every demo engineer signs in with. */
export const ENGINEER_PASSWORD = 'demo-engineer-2026';
