/**
 * The built-in guide's evaluation set: questions written the way farmers ask them, in five ways of
 * writing, each with the demo formation (seed slug) that answers it and, where one lesson clearly does, that
 * lesson (its English title in server/seed/content). The unanswerable ones are things the academy does not
 * teach; the guide must say it does not know. Used by tests/server/chat/evaluation.test.ts (floors) and
 * `npm run bench:chat` (figures). Questions are not to be reworded to pass: add a lexicon entry or fix the
 * guide instead.
 */

export const WAYS = ['msa', 'darija', 'arabizi', 'fr', 'en'] as const;
export type Way = (typeof WAYS)[number];

export interface AnswerableQuestion {
  way: Way;
  text: string;
  /** Slug of the seed formation that should come first. */
  formation: string;
  /** English title of the lesson that answers best, when one does. */
  lesson?: string;
}

export interface UnanswerableQuestion {
  way: Way;
  text: string;
}

const SOIL = 'healthy-soil-sustainable-farming';
const CONSERVATION = 'conservation-agriculture-direct-seeding';
const COMPOST = 'organic-compost-soil-fertility';
const ORGANIC = 'organic-vegetables-pest-control-certification';
const FIRST_HIVE = 'beekeeping-first-hive';
const BEE_HEALTH = 'bee-health-varroa-honey-harvest';
const DRIP = 'drip-irrigation-design-maintenance';
const SCHEDULING = 'irrigation-scheduling-soil-moisture';
const COSTS = 'farm-costs-margins-basics';
const BUSINESS = 'farm-business-plan-financing';
const SOLAR = 'solar-pumping-sizing-installation';
const DRONES = 'agricultural-drones-spraying-mapping';

export const ANSWERABLE: readonly AnswerableQuestion[] = [
  // ---- Modern Standard Arabic ---------------------------------------------------------------------
  { way: 'msa', text: 'كيف أسقي الطماطم بالتنقيط؟', formation: DRIP },
  { way: 'msa', text: 'كيف أسقي بالتنقيط؟', formation: DRIP },
  { way: 'msa', text: 'لماذا تنسد النقاطات عندي وكيف أنظفها؟', formation: DRIP, lesson: 'Flushing, chlorination and acid treatment' },
  { way: 'msa', text: 'ما هو أفضل مرشح لماء البئر المحمل بالرمل؟', formation: DRIP, lesson: 'Filtration: screen, disc and sand media' },
  { way: 'msa', text: 'كم ساعة يجب أن أشغل السقي كل يوم؟', formation: SCHEDULING, lesson: 'From millimetres to run hours' },
  {
    way: 'msa',
    text: 'كيف أعرف أن التربة تحتاج إلى الماء؟ هل أستعمل التنسيومتر؟',
    formation: SCHEDULING,
    lesson: 'Tensiometers and sensors',
  },
  { way: 'msa', text: 'كيف أبدأ تربية النحل؟', formation: FIRST_HIVE },
  { way: 'msa', text: 'كيف أمنع النحل من التطريد في الربيع؟', formation: FIRST_HIVE, lesson: 'Preventing swarms' },
  { way: 'msa', text: 'كيف أعالج خلاياي من الفاروا؟', formation: BEE_HEALTH, lesson: 'Treatment options and timing' },
  { way: 'msa', text: 'متى أجني العسل من الخلية؟', formation: BEE_HEALTH, lesson: 'When to harvest: cappings and moisture' },
  { way: 'msa', text: 'كيف أصنع السماد العضوي في المزرعة؟', formation: COMPOST },
  { way: 'msa', text: 'كيف أعرف أن الكومبوست أصبح جاهزا؟', formation: COMPOST, lesson: 'When is compost ready?' },
  { way: 'msa', text: 'كيف أحارب الحشرات في الخضر دون مبيدات كيميائية؟', formation: ORGANIC },
  { way: 'msa', text: 'ما هي شروط الحصول على شهادة الزراعة البيولوجية؟', formation: ORGANIC },
  { way: 'msa', text: 'هل البذر المباشر بدون حرث مناسب للأراضي الجافة؟', formation: CONSERVATION },
  { way: 'msa', text: 'كيف أضبط آلة البذر المباشر؟', formation: CONSERVATION, lesson: 'Setting up a direct seeder' },
  { way: 'msa', text: 'كيف أحافظ على تربة حية وأمنع الانجراف؟', formation: SOIL },
  { way: 'msa', text: 'ما فائدة الدورة الزراعية وتناوب المحاصيل؟', formation: SOIL, lesson: 'Why rotate crops?' },
  { way: 'msa', text: 'كيف أحسب تكاليف زراعة البطاطس والهامش الذي أربحه؟', formation: COSTS },
  { way: 'msa', text: 'ما الفرق بين التكاليف الثابتة والمتغيرة؟', formation: COSTS, lesson: 'Variable costs and fixed costs' },
  { way: 'msa', text: 'كيف أحصل على قرض أو دعم لمشروعي الفلاحي؟', formation: BUSINESS, lesson: 'Sources of finance and subsidies' },
  { way: 'msa', text: 'كيف أكتب مخطط أعمال لمشروع فلاحي؟', formation: BUSINESS },
  { way: 'msa', text: 'كم لوحا شمسيا أحتاج لتشغيل مضخة البئر؟', formation: SOLAR },
  { way: 'msa', text: 'هل أحتاج إلى بطاريات مع الضخ الشمسي؟', formation: SOLAR, lesson: 'A tank instead of batteries' },
  { way: 'msa', text: 'هل يمكن رش المبيدات بالطائرة المسيرة؟', formation: DRONES },
  { way: 'msa', text: 'ما هي خرائط NDVI وكيف أقرأها؟', formation: DRONES, lesson: 'Reading NDVI maps and checking in the field' },

  // ---- Darija in Arabic letters -------------------------------------------------------------------
  { way: 'darija', text: 'كيفاش نسقي الطوماطيش بالكوت كوت؟', formation: DRIP },
  { way: 'darija', text: 'الكوتورات ديالي تسدو، شنو ندير؟', formation: DRIP, lesson: 'Flushing, chlorination and acid treatment' },
  { way: 'darija', text: 'شحال من ساعة خاصني نسقي فالنهار؟', formation: SCHEDULING, lesson: 'From millimetres to run hours' },
  { way: 'darija', text: 'كيفاش نعرف واش التراب محتاج الما؟', formation: SCHEDULING },
  { way: 'darija', text: 'بغيت نبدا نربي النحل، منين نبدا؟', formation: FIRST_HIVE },
  { way: 'darija', text: 'النحل ديالي كيهربو من الجبح، علاش؟', formation: FIRST_HIVE, lesson: 'Preventing swarms' },
  { way: 'darija', text: 'الفاروا كلات ليا النحل، شنو الدوا؟', formation: BEE_HEALTH },
  { way: 'darija', text: 'فوقاش نجني العسل؟', formation: BEE_HEALTH, lesson: 'When to harvest: cappings and moisture' },
  { way: 'darija', text: 'كيفاش نصاوب الكومبوست بالزبل؟', formation: COMPOST },
  { way: 'darija', text: 'واش الزبل ديال البهايم مزيان للتراب؟', formation: COMPOST, lesson: 'Green manures and animal manure' },
  { way: 'darija', text: 'بغيت نزرع الخضرة بيو بلا دوا كيماوي', formation: ORGANIC },
  { way: 'darija', text: 'كيفاش نقبط الحشرات بالبلاكات الصفرا؟', formation: ORGANIC, lesson: 'Traps: yellow cards and pheromones' },
  { way: 'darija', text: 'واش نزرع بلا حرث فالبور؟', formation: CONSERVATION },
  { way: 'darija', text: 'كيفاش نريگلي السوموار ديال البذر المباشر؟', formation: CONSERVATION, lesson: 'Setting up a direct seeder' },
  { way: 'darija', text: 'التراب ديالي ضعيف، كيفاش نرجع ليه الحياة؟', formation: SOIL },
  { way: 'darija', text: 'الشتا كتجرف التراب ديالي، شنو ندير؟', formation: SOIL, lesson: 'Stopping erosion and harvesting rainwater' },
  { way: 'darija', text: 'كيفاش نحسب المصاريف والربح ديال الفلاحة؟', formation: COSTS },
  { way: 'darija', text: 'بشحال خاصني نبيع باش مانخسرش؟', formation: COSTS, lesson: 'Break-even: minimum yield and price' },
  { way: 'darija', text: 'بغيت كريدي من البانكة للمشروع ديالي', formation: BUSINESS },
  { way: 'darija', text: 'كيفاش ندخل فتعاونية فلاحية؟', formation: BUSINESS, lesson: 'Cooperatives and collective projects' },
  { way: 'darija', text: 'بغيت نركب بومبة بالبلاكات ديال الشمس', formation: SOLAR },
  { way: 'darija', text: 'البومبة ديال السولير خسرات، كيفاش نصلحها؟', formation: SOLAR, lesson: 'Maintenance and troubleshooting' },
  { way: 'darija', text: 'واش الدرون كيبخ الدوا مزيان؟', formation: DRONES },
  { way: 'darija', text: 'شحال كيسوا الدرون وواش كيستاهل؟', formation: DRONES, lesson: 'Is a drone worth it? Costs and service models' },

  // ---- Arabizi (Darija in Latin letters and digits) -----------------------------------------------
  { way: 'arabizi', text: 'kifach nsqi tomatich b goutte a goutte', formation: DRIP },
  { way: 'arabizi', text: 'les goutteurs dyali tsdo chno ndir?', formation: DRIP, lesson: 'Flushing, chlorination and acid treatment' },
  { way: 'arabizi', text: 'ch7al mn sa3a khasni nsqi f nhar?', formation: SCHEDULING, lesson: 'From millimetres to run hours' },
  { way: 'arabizi', text: 'kifach n3ref wach trab 3tchan', formation: SCHEDULING },
  { way: 'arabizi', text: 'bghit nbda nrabbi n7al', formation: FIRST_HIVE },
  { way: 'arabizi', text: 'n7al dyali kayhrbo mn jbe7 3lach?', formation: FIRST_HIVE, lesson: 'Preventing swarms' },
  { way: 'arabizi', text: 'varroa f n7al chno ndir', formation: BEE_HEALTH },
  { way: 'arabizi', text: 'imta njni l3sel?', formation: BEE_HEALTH, lesson: 'When to harvest: cappings and moisture' },
  { way: 'arabizi', text: 'kifach nsawb compost b zbel', formation: COMPOST },
  { way: 'arabizi', text: 'compost dyali ma kayskhnch 3lach?', formation: COMPOST, lesson: 'Moisture, air and temperature' },
  { way: 'arabizi', text: 'bghit nzre3 khodra bio bla dwa', formation: ORGANIC },
  { way: 'arabizi', text: 'chno hiya chahada dyal bio?', formation: ORGANIC },
  { way: 'arabizi', text: 'wach nzra3 bla 7ert?', formation: CONSERVATION },
  { way: 'arabizi', text: 'kifach n9ad semoir dyal semis direct', formation: CONSERVATION, lesson: 'Setting up a direct seeder' },
  { way: 'arabizi', text: 'trab dyali d3if kifach nrj3o 7ay', formation: SOIL },
  { way: 'arabizi', text: 'chta katjrf trab dyali', formation: SOIL, lesson: 'Stopping erosion and harvesting rainwater' },
  { way: 'arabizi', text: 'kifach n7sb msarif w rb7 dyal lfla7a', formation: COSTS },
  { way: 'arabizi', text: 'b ch7al khasni nbi3 bach mankhsrch', formation: COSTS, lesson: 'Break-even: minimum yield and price' },
  { way: 'arabizi', text: 'bghit kridi mn lbanka l projet dyali', formation: BUSINESS },
  { way: 'arabizi', text: 'kifach ndir business plan l projet fla7i', formation: BUSINESS },
  { way: 'arabizi', text: 'bghit nrkeb bomba b panneaux solaire', formation: SOLAR },
  { way: 'arabizi', text: 'ch7al mn plaka khasni l bomba dyal lbir', formation: SOLAR },
  { way: 'arabizi', text: 'wach drone kaybkh dwa mzyan?', formation: DRONES },
  { way: 'arabizi', text: 'ch7al taman dyal drone dyal rach', formation: DRONES },

  // ---- French --------------------------------------------------------------------------------------
  { way: 'fr', text: 'Comment irriguer les tomates au goutte-à-goutte ?', formation: DRIP },
  {
    way: 'fr',
    text: "Mes goutteurs sont bouchés par le calcaire, qu'est-ce que je fais ?",
    formation: DRIP,
    lesson: 'Flushing, chlorination and acid treatment',
  },
  {
    way: 'fr',
    text: 'Quel filtre mettre pour une eau de puits avec du sable ?',
    formation: DRIP,
    lesson: 'Filtration: screen, disc and sand media',
  },
  { way: 'fr', text: "Combien d'heures arroser par jour en été ?", formation: SCHEDULING, lesson: 'From millimetres to run hours' },
  { way: 'fr', text: "Comment savoir quand mon sol manque d'eau ?", formation: SCHEDULING },
  { way: 'fr', text: 'Je veux commencer l’apiculture, par quoi je commence ?', formation: FIRST_HIVE },
  { way: 'fr', text: "Mes abeilles essaiment au printemps, comment l'éviter ?", formation: FIRST_HIVE, lesson: 'Preventing swarms' },
  { way: 'fr', text: 'Comment traiter le varroa dans mes ruches ?', formation: BEE_HEALTH, lesson: 'Treatment options and timing' },
  { way: 'fr', text: 'Quand faut-il récolter le miel ?', formation: BEE_HEALTH, lesson: 'When to harvest: cappings and moisture' },
  { way: 'fr', text: 'Comment faire du compost avec du fumier ?', formation: COMPOST },
  { way: 'fr', text: 'Mon tas de compost sent mauvais, pourquoi ?', formation: COMPOST },
  { way: 'fr', text: 'Comment lutter contre les pucerons sans produits chimiques ?', formation: ORGANIC },
  { way: 'fr', text: 'Comment obtenir la certification bio pour mes légumes ?', formation: ORGANIC },
  { way: 'fr', text: 'Le semis direct sans labour marche-t-il en zone sèche ?', formation: CONSERVATION },
  { way: 'fr', text: 'Comment régler un semoir de semis direct ?', formation: CONSERVATION, lesson: 'Setting up a direct seeder' },
  {
    way: 'fr',
    text: "Comment éviter l'érosion de mon sol quand il pleut ?",
    formation: SOIL,
    lesson: 'Stopping erosion and harvesting rainwater',
  },
  { way: 'fr', text: 'Pourquoi faire une rotation des cultures ?', formation: SOIL, lesson: 'Why rotate crops?' },
  {
    way: 'fr',
    text: 'Comment calculer la marge brute de ma culture de pommes de terre ?',
    formation: COSTS,
    lesson: 'Gross margin per crop',
  },
  {
    way: 'fr',
    text: 'À quel prix minimum dois-je vendre pour ne pas perdre ?',
    formation: COSTS,
    lesson: 'Break-even: minimum yield and price',
  },
  {
    way: 'fr',
    text: 'Comment obtenir un crédit ou une subvention pour mon projet agricole ?',
    formation: BUSINESS,
    lesson: 'Sources of finance and subsidies',
  },
  { way: 'fr', text: "Comment rédiger un plan d'affaires pour ma ferme ?", formation: BUSINESS },
  { way: 'fr', text: 'Combien de panneaux solaires pour une pompe de puits ?', formation: SOLAR },
  { way: 'fr', text: 'Faut-il des batteries pour le pompage solaire ?', formation: SOLAR, lesson: 'A tank instead of batteries' },
  { way: 'fr', text: 'Un drone peut-il traiter mes champs ?', formation: DRONES },
  {
    way: 'fr',
    text: 'Faut-il une autorisation pour faire voler un drone agricole ?',
    formation: DRONES,
    lesson: 'Rules and authorisations',
  },

  // ---- English -------------------------------------------------------------------------------------
  { way: 'en', text: 'How do I water tomatoes with drip irrigation?', formation: DRIP },
  { way: 'en', text: 'My drip emitters keep clogging, what do I do?', formation: DRIP },
  { way: 'en', text: 'Which filter for well water with sand in it?', formation: DRIP, lesson: 'Filtration: screen, disc and sand media' },
  { way: 'en', text: 'How many hours a day should I run my irrigation?', formation: SCHEDULING, lesson: 'From millimetres to run hours' },
  { way: 'en', text: 'How do I know when my soil is too dry and needs water?', formation: SCHEDULING },
  { way: 'en', text: 'I want to start keeping bees, where do I begin?', formation: FIRST_HIVE },
  { way: 'en', text: 'How do I stop my bees from swarming?', formation: FIRST_HIVE, lesson: 'Preventing swarms' },
  { way: 'en', text: 'How do I treat my hives for varroa mites?', formation: BEE_HEALTH, lesson: 'Treatment options and timing' },
  { way: 'en', text: 'When is honey ready to harvest?', formation: BEE_HEALTH, lesson: 'When to harvest: cappings and moisture' },
  { way: 'en', text: 'How do I make compost from manure and straw?', formation: COMPOST },
  { way: 'en', text: 'How can I tell when compost is ready to use?', formation: COMPOST, lesson: 'When is compost ready?' },
  { way: 'en', text: 'How do I control aphids on vegetables without chemicals?', formation: ORGANIC },
  { way: 'en', text: 'How do I get organic certification for my vegetables?', formation: ORGANIC },
  { way: 'en', text: 'Does direct seeding without ploughing work in dry areas?', formation: CONSERVATION },
  { way: 'en', text: 'How do I set up a no-till seed drill?', formation: CONSERVATION, lesson: 'Setting up a direct seeder' },
  {
    way: 'en',
    text: 'How do I stop soil erosion on my slope when it rains?',
    formation: SOIL,
    lesson: 'Stopping erosion and harvesting rainwater',
  },
  { way: 'en', text: 'Why should I rotate my crops?', formation: SOIL, lesson: 'Why rotate crops?' },
  { way: 'en', text: 'How do I work out the gross margin of my potato crop?', formation: COSTS, lesson: 'Gross margin per crop' },
  {
    way: 'en',
    text: 'What is the lowest price I can sell at without losing money?',
    formation: COSTS,
    lesson: 'Break-even: minimum yield and price',
  },
  {
    way: 'en',
    text: 'How can I get a loan or a subsidy for my farm project?',
    formation: BUSINESS,
    lesson: 'Sources of finance and subsidies',
  },
  { way: 'en', text: 'How do I write a business plan for my farm?', formation: BUSINESS },
  { way: 'en', text: 'How many solar panels do I need for my well pump?', formation: SOLAR },
  { way: 'en', text: 'Do I need batteries for solar pumping?', formation: SOLAR, lesson: 'A tank instead of batteries' },
  { way: 'en', text: 'Can drones spray my fields?', formation: DRONES },
  { way: 'en', text: 'Do I need a permit to fly a farm drone?', formation: DRONES, lesson: 'Rules and authorisations' },
];

export const UNANSWERABLE: readonly UnanswerableQuestion[] = [
  { way: 'msa', text: 'ما هي عاصمة فرنسا؟' },
  { way: 'msa', text: 'من فاز بكأس العالم لكرة القدم سنة 1998؟' },
  { way: 'msa', text: 'كيف أطبخ الكسكس بالخضر؟' },
  { way: 'msa', text: 'كيف أصلح شاشة هاتفي المكسورة؟' },
  { way: 'darija', text: 'شكون ربح الماتش ديال البارح؟' },
  { way: 'darija', text: 'فين نقدر نشري تيليفون رخيص فكازا؟' },
  { way: 'darija', text: 'كيفاش نطيب الطاجين ديال الدجاج؟' },
  { way: 'darija', text: 'شنو هي أحسن طوموبيل للطاكسي؟' },
  { way: 'arabizi', text: 'chkoun rbe7 lmatch lbare7?' },
  { way: 'arabizi', text: 'fin n9der nchri telephone rkhis f casa' },
  { way: 'arabizi', text: 'kifach ntayb tajine dyal djaj' },
  { way: 'arabizi', text: 'wach ghadi tchta ghedda f rbat?' },
  { way: 'fr', text: 'Quelle est la capitale de la France ?' },
  { way: 'fr', text: 'Qui a gagné la coupe du monde de football en 1998 ?' },
  { way: 'fr', text: 'Comment préparer un couscous aux sept légumes ?' },
  { way: 'fr', text: 'Comment réparer l’écran cassé de mon téléphone ?' },
  { way: 'en', text: 'What is the capital of France?' },
  { way: 'en', text: 'Who won the football world cup in 1998?' },
  { way: 'en', text: 'How do I renew my passport?' },
  { way: 'en', text: 'What is the best smartphone to buy this year?' },
];
