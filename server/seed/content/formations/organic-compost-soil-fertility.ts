import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'organic-compost-soil-fertility',
  topic: 'organic-farming',
  level: 'beginner',
  price_centimes: 29900,
  title: {
    ar: 'السماد العضوي (الكومبوست) وخصوبة التربة',
    fr: 'Compost et fertilité du sol en agriculture biologique',
    en: 'Compost and soil fertility for organic farming',
  },
  description: {
    ar: 'حوّل بقايا المزرعة والروث إلى سماد عضوي جيد: نسبة الكربون إلى الآزوت، والرطوبة، والتقليب، والسماد الدودي، والأسمدة الخضراء، وحساب الكميات اللازمة لأرضك. أساس كل فلاحة بيولوجية ناجحة.',
    fr: 'Transformez les déchets de la ferme et le fumier en bon compost : rapport carbone/azote, humidité, retournements, lombricompost, engrais verts et calcul des quantités pour vos parcelles. La base de toute agriculture biologique réussie.',
    en: 'Turn farm waste and manure into good compost: carbon to nitrogen ratio, moisture, turning, worm compost, green manures and working out how much your plots need. The foundation of any successful organic farm.',
  },
  modules: [
    {
      title: { ar: 'أساسيات الكومبوست', fr: 'Les bases du compost', en: 'Compost basics' },
      lessons: [
        {
          title: {
            ar: 'كيف يعمل الكومبوست؟ نسبة C/N',
            fr: 'Comment marche le compost ? Le rapport C/N',
            en: 'How compost works: the C:N ratio',
          },
          summary: {
            ar: 'الكومبوست هو عمل كائنات دقيقة تحتاج إلى غذاء متوازن من الكربون والآزوت. النسبة المثالية في البداية حوالي 25 إلى 30 جزءًا من الكربون لجزء من الآزوت. تتعلم التمييز بين المواد البنية والخضراء.',
            fr: "Le compost est le travail de micro-organismes qui ont besoin d'une ration équilibrée de carbone et d'azote. Le rapport idéal au départ est d'environ 25 à 30 parts de carbone pour une part d'azote. Vous apprenez à distinguer matières brunes et vertes.",
            en: 'Compost is the work of microbes that need a balanced diet of carbon and nitrogen. The ideal starting ratio is about 25 to 30 parts carbon to one part nitrogen. You learn to tell brown materials from green ones.',
          },
          about: {
            ar: 'تحتاج البكتيريا والفطريات إلى الكربون كمصدر للطاقة وإلى الآزوت لبناء أجسامها. المواد البنية الجافة غنية بالكربون: التبن (حوالي 80 إلى 1)، والأوراق الجافة (40 إلى 80)، ونشارة الخشب والكرتون (أكثر من 200). المواد الخضراء الطرية غنية بالآزوت: العشب الطري وبقايا الخضر (حوالي 15 إلى 20)، وروث البقر والغنم (حوالي 15 إلى 25)، وزرق الدجاج (أقل من 10). إذا كان الكربون كثيرًا تبقى الكومة باردة وبطيئة لسنة أو أكثر. إذا كان الآزوت كثيرًا تنبعث رائحة الأمونياك ويضيع الآزوت في الهواء. القاعدة العملية في الحقل: جزءان إلى ثلاثة أجزاء من المواد البنية مقابل جزء من المواد الخضراء، بالحجم. لا تضع في الكومة اللحم والزيوت والنباتات المريضة جدًا.',
            fr: "Bactéries et champignons utilisent le carbone comme énergie et l'azote pour construire leur corps. Les matières brunes et sèches sont riches en carbone : paille (environ 80 pour 1), feuilles sèches (40 à 80), sciure et carton (plus de 200). Les matières vertes et tendres sont riches en azote : herbe fraîche et déchets de légumes (environ 15 à 20), fumier de vache et de mouton (environ 15 à 25), fiente de volaille (moins de 10). Trop de carbone : le tas reste froid et met un an ou plus. Trop d'azote : odeur d'ammoniac et azote perdu dans l'air. Règle pratique au champ : deux à trois volumes de matières brunes pour un volume de matières vertes. Ne mettez pas de viande, d'huile ni de plantes très malades dans le tas.",
            en: 'Bacteria and fungi use carbon for energy and nitrogen to build their bodies. Brown, dry materials are rich in carbon: straw (about 80 to 1), dry leaves (40 to 80), sawdust and cardboard (over 200). Green, soft materials are rich in nitrogen: fresh grass and vegetable scraps (about 15 to 20), cattle and sheep manure (about 15 to 25), poultry droppings (under 10). Too much carbon and the heap stays cold and takes a year or more. Too much nitrogen and it smells of ammonia as nitrogen escapes into the air. Practical field rule: two to three volumes of brown material for one volume of green. Keep meat, oil and badly diseased plants out of the heap.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: {
            ar: 'بناء كومة الكومبوست خطوة بخطوة',
            fr: 'Monter un tas de compost pas à pas',
            en: 'Building a compost heap step by step',
          },
          summary: {
            ar: 'كومة بحجم متر مكعب على الأقل تسخن جيدًا. طبقات متناوبة من المواد البنية والخضراء مع الترطيب تعطي بداية سريعة. تتعلم اختيار المكان والأبعاد وطريقة البناء.',
            fr: "Un tas d'au moins un mètre cube chauffe bien. Des couches alternées de brun et de vert, bien humidifiées, donnent un démarrage rapide. Vous apprenez à choisir l'emplacement, les dimensions et la méthode.",
            en: 'A heap of at least one cubic metre heats up well. Alternating brown and green layers, well moistened, give a fast start. You learn to choose the site, the size and the method.',
          },
          about: {
            ar: 'اختر مكانًا مظللًا قليلًا، قريبًا من الماء ومن الحقل، على أرض غير مبلطة حتى تصعد الديدان إلى الكومة. ابدأ بطبقة من الأغصان الصغيرة بسمك 15 سم لتمرير الهواء. ثم ضع طبقات متناوبة: 20 سم من المواد البنية (تبن، أوراق)، ثم 10 سم من المواد الخضراء (روث، بقايا خضر)، مع رش كل طبقة بالماء. أضف حفنة من تربة الحقل أو كومبوست قديم لإدخال الكائنات الدقيقة. الأبعاد المناسبة: عرض وارتفاع بين 1 و1.5 متر، والطول حسب الكمية. كومة أصغر من متر مكعب لا تحتفظ بالحرارة، وكومة أعرض من مترين يختنق وسطها. قطّع المواد الكبيرة إلى قطع بطول 5 إلى 10 سم لتسريع التحلل، وغطِّ الكومة بالقش أو بغطاء يسمح بمرور الهواء لحمايتها من الشمس والمطر.',
            fr: "Choisissez un endroit un peu ombragé, près de l'eau et du champ, sur terre nue pour que les vers montent dans le tas. Commencez par une couche de petites branches de 15 cm pour l'aération. Puis alternez : 20 cm de brun (paille, feuilles), 10 cm de vert (fumier, déchets de légumes), en arrosant chaque couche. Ajoutez une poignée de terre du champ ou de vieux compost pour apporter les micro-organismes. Bonnes dimensions : largeur et hauteur entre 1 et 1,5 m, longueur selon la quantité. Un tas de moins d'un mètre cube ne garde pas la chaleur, un tas de plus de deux mètres de large s'asphyxie au centre. Coupez les gros déchets en morceaux de 5 à 10 cm pour accélérer la décomposition, et couvrez le tas de paille ou d'une bâche respirante contre le soleil et la pluie.",
            en: 'Choose a partly shaded spot near water and the field, on bare ground so worms can move up into the heap. Start with a 15 cm layer of small branches for air. Then alternate: 20 cm of brown (straw, leaves), 10 cm of green (manure, vegetable scraps), watering each layer. Add a handful of field soil or old compost to bring in microbes. Good dimensions: width and height between 1 and 1.5 m, length as needed. A heap under one cubic metre does not hold heat, and one wider than two metres suffocates in the middle. Chop large material into 5 to 10 cm pieces to speed decay, and cover the heap with straw or a breathable sheet against sun and rain.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'متابعة الكومة', fr: 'Suivre le tas', en: 'Managing the heap' },
      lessons: [
        {
          title: { ar: 'الرطوبة والهواء والحرارة', fr: 'Humidité, air et température', en: 'Moisture, air and temperature' },
          summary: {
            ar: 'الكومة الجيدة رطبة كإسفنجة معصورة، وتسخن إلى 55 إلى 65 درجة. التقليب يعيد الهواء ويجدد التسخين. تتعلم قراءة الكومة وإصلاح مشاكلها.',
            fr: 'Un bon tas est humide comme une éponge essorée et monte à 55-65 °C. Le retournement réoxygène et relance la chauffe. Vous apprenez à lire le tas et à corriger ses problèmes.',
            en: 'A good heap is as damp as a wrung-out sponge and heats to 55-65 °C. Turning lets air back in and restarts heating. You learn to read the heap and fix its problems.',
          },
          about: {
            ar: 'اختبار الرطوبة: اعصر حفنة من داخل الكومة بيدك. إذا سقطت بضع قطرات فالرطوبة جيدة (حوالي 50 إلى 60%). إذا سال الماء فهي مبتلة جدًا: أضف مواد بنية وقلّب. إذا تفتتت الحفنة جافة فأضف الماء. الحرارة: خلال أيام قليلة ترتفع حرارة الوسط إلى 55 إلى 65 درجة، وهذا يقتل بذور الأعشاب ومسببات الأمراض. أدخل قضيبًا معدنيًا في الوسط واتركه دقائق: إذا كان ساخنًا لا تطيق لمسه طويلًا فالكومة تعمل. عندما تبدأ الحرارة بالانخفاض، بعد أسبوع إلى ثلاثة أسابيع، قلّب الكومة: انقل الخارج إلى الداخل والعكس. عادة تحتاج الكومة ثلاث إلى خمس تقليبات. رائحة البيض الفاسد تعني نقص الهواء، ورائحة الأمونياك تعني زيادة المواد الخضراء.',
            fr: "Test d'humidité : pressez dans la main une poignée prise au cœur du tas. Quelques gouttes qui tombent : humidité correcte (environ 50 à 60 %). L'eau coule : trop mouillé, ajoutez du brun et retournez. La poignée s'effrite sèche : arrosez. Température : en quelques jours, le cœur monte à 55-65 °C, ce qui détruit graines d'adventices et germes de maladies. Enfoncez une barre métallique au centre quelques minutes : si elle est trop chaude pour la tenir longtemps, le tas travaille. Quand la température commence à baisser, après une à trois semaines, retournez le tas en mettant l'extérieur au centre et inversement. Il faut en général trois à cinq retournements. Une odeur d'œuf pourri signale un manque d'air, une odeur d'ammoniac un excès de vert.",
            en: 'Moisture test: squeeze a handful from inside the heap. A few drops falling means good moisture (about 50 to 60%). Water running out means too wet: add brown material and turn. If the handful crumbles dry, add water. Temperature: within a few days the centre reaches 55-65 °C, which kills weed seeds and disease germs. Push a metal bar into the centre for a few minutes: if it is too hot to hold for long, the heap is working. When the temperature starts to drop, after one to three weeks, turn the heap, moving the outside to the middle and the middle outside. A heap usually needs three to five turns. A rotten-egg smell means not enough air; an ammonia smell means too much green.',
          },
          video: 'clip-c',
        },
        {
          title: { ar: 'متى يكون الكومبوست جاهزًا؟', fr: 'Quand le compost est-il prêt ?', en: 'When is compost ready?' },
          summary: {
            ar: 'الكومبوست الناضج داكن ومتفتت ورائحته رائحة تربة الغابة. استعمال كومبوست غير ناضج قد يضر بالنباتات. تتعلم اختبارات بسيطة للنضج وطرق الاستعمال.',
            fr: "Un compost mûr est sombre, grumeleux et sent la terre de forêt. Un compost pas mûr peut nuire aux plantes. Vous apprenez des tests simples de maturité et les façons de l'utiliser.",
            en: 'Mature compost is dark, crumbly and smells of forest soil. Using unfinished compost can harm plants. You learn simple maturity tests and ways to use it.',
          },
          about: {
            ar: 'في كومة ساخنة يُقلّب بانتظام يكون الكومبوست جاهزًا بعد شهرين إلى أربعة أشهر، وفي كومة لا تُقلّب يحتاج ستة أشهر إلى سنة. علامات النضج: لون بني داكن، وقوام متفتت، ولا يمكن التعرف على المواد الأصلية، ورائحة تربة، ولا ترتفع الحرارة بعد التقليب. اختبار الإنبات: املأ كوبين، الأول بالكومبوست والثاني بتربة عادية، وازرع في كل منهما عشر بذور حب الرشاد. إذا نبتت البذور في الكومبوست بشكل جيد خلال أسبوع فهو ناضج. غربل الكومبوست عند الحاجة وأعد القطع الكبيرة إلى كومة جديدة. استعمله في حفر الغرس، أو انثره على سطح التربة قبل البذر واخلطه سطحيًا، أو ضعه حول الأشجار تحت التغطية. خزّنه مغطى حتى لا يغسل المطر عناصره.',
            fr: "Dans un tas chaud retourné régulièrement, le compost est prêt en deux à quatre mois ; sans retournement, il faut six mois à un an. Signes de maturité : couleur brun foncé, texture grumeleuse, matières de départ méconnaissables, odeur de terre, plus de montée en température après retournement. Test de germination : remplissez deux gobelets, l'un de compost, l'autre de terre ordinaire, et semez dix graines de cresson dans chacun. Si les graines lèvent bien dans le compost en une semaine, il est mûr. Tamisez si besoin et remettez les gros morceaux dans un nouveau tas. Utilisez-le dans les trous de plantation, épandez-le avant le semis en l'incorporant superficiellement, ou placez-le autour des arbres sous le paillage. Stockez-le couvert pour que la pluie ne lessive pas ses éléments.",
            en: 'In a hot heap turned regularly, compost is ready in two to four months; without turning it takes six months to a year. Signs of maturity: dark brown colour, crumbly texture, starting materials unrecognisable, earthy smell, and no more heating after turning. Germination test: fill two cups, one with compost and one with ordinary soil, and sow ten cress seeds in each. If the seeds come up well in the compost within a week, it is mature. Sieve it if needed and put large bits back into a new heap. Use it in planting holes, spread it before sowing and mix it into the top layer, or place it around trees under mulch. Store it covered so rain does not wash out its nutrients.',
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'أسمدة عضوية أخرى', fr: 'Autres fertilisants organiques', en: 'Other organic fertilisers' },
      lessons: [
        {
          title: { ar: 'السماد الدودي', fr: 'Le lombricompost', en: 'Worm compost' },
          summary: {
            ar: 'ديدان حمراء خاصة تحوّل بقايا المطبخ والروث إلى سماد غني جدًا. تحتاج إلى الظل والرطوبة وحرارة معتدلة. تتعلم تجهيز حوض دودي صغير والعناية به.',
            fr: "Des vers rouges spécialisés transforment déchets de cuisine et fumier en un engrais très riche. Ils ont besoin d'ombre, d'humidité et d'une température modérée. Vous apprenez à installer et entretenir un petit bac.",
            en: 'Special red worms turn kitchen scraps and manure into a very rich fertiliser. They need shade, moisture and mild temperatures. You learn to set up and care for a small worm bin.',
          },
          about: {
            ar: 'النوع المستعمل هو الدودة الحمراء Eisenia fetida، وهي ليست دودة الأرض العادية التي تعيش في العمق. جهّز حوضًا بعمق 30 إلى 40 سم في مكان مظلل، مع ثقوب للتصريف في الأسفل. ضع فراشًا من الكرتون الممزق والتبن المبلل وقليل من الروث القديم، ثم أدخل الديدان (نصف كيلوغرام إلى كيلوغرام للبداية). أطعمها بقايا الخضر والفواكه المقطعة وروثًا غير طازج، بطبقات رقيقة. تجنب اللحم والزيت والكثير من الحوامض والبصل. الحرارة المناسبة بين 15 و25 درجة، والرطوبة عالية (حوالي 70 إلى 80%)، فرش الحوض دائمًا كإسفنجة مبتلة. بعد شهرين إلى ثلاثة، ضع الطعام في جانب واحد فتنتقل الديدان إليه، واجمع السماد من الجانب الآخر. يستعمل بكميات صغيرة في المشاتل وحول النباتات.',
            fr: "L'espèce utilisée est le ver rouge Eisenia fetida, différent du ver de terre ordinaire qui vit en profondeur. Préparez un bac de 30 à 40 cm de profondeur à l'ombre, percé de trous de drainage au fond. Mettez une litière de carton déchiré, de paille mouillée et d'un peu de vieux fumier, puis les vers (un demi-kilo à un kilo pour démarrer). Nourrissez-les de déchets de légumes et de fruits coupés et de fumier pas frais, en couches fines. Évitez viande, huile, trop d'agrumes et d'oignons. Température idéale entre 15 et 25 °C, humidité élevée (environ 70 à 80 %) : la litière doit rester comme une éponge mouillée. Après deux à trois mois, mettez la nourriture d'un seul côté : les vers s'y déplacent et vous récoltez le lombricompost de l'autre côté. À utiliser en petites quantités en pépinière et au pied des plantes.",
            en: 'The species used is the red worm Eisenia fetida, not the ordinary earthworm that lives deep in the soil. Prepare a bin 30 to 40 cm deep in the shade, with drainage holes at the bottom. Lay bedding of torn cardboard, wet straw and a little old manure, then add the worms (half a kilo to a kilo to start). Feed them chopped vegetable and fruit scraps and manure that is not fresh, in thin layers. Avoid meat, oil, too much citrus and onion. Ideal temperature is 15 to 25 °C, with high moisture (about 70 to 80%): the bedding should feel like a wet sponge. After two to three months, put food on one side only; the worms move over and you harvest the worm compost from the other side. Use it in small amounts in nurseries and around plants.',
          },
          video: 'clip-b',
        },
        {
          title: { ar: 'الأسمدة الخضراء والروث', fr: 'Engrais verts et fumier', en: 'Green manures and animal manure' },
          summary: {
            ar: 'السماد الأخضر محصول يُدفن في التربة لتغذيتها، والروث مصدر قيم للعناصر الغذائية إذا أُحسن استعماله. في الفلاحة البيولوجية لهما قواعد. درس للقراءة عن الكميات والتوقيت.',
            fr: "L'engrais vert est une culture enfouie pour nourrir le sol ; le fumier est une source précieuse d'éléments s'il est bien utilisé. En bio, tous deux ont leurs règles. Leçon à lire sur les doses et le calendrier.",
            en: 'A green manure is a crop worked into the soil to feed it; animal manure is a valuable nutrient source when used well. In organic farming both have rules. A reading lesson on rates and timing.',
          },
          about: {
            ar: 'السماد الأخضر: ازرع في الخريف خليط البيقية والشوفان (حوالي 60 كلغ بيقية و40 كلغ شوفان في الهكتار) أو الفول. اقطعه عند بداية الإزهار، حين يكون غنيًا بالآزوت وما زال طريًا، واتركه يذبل ثم اخلطه سطحيًا. انتظر أسبوعين إلى ثلاثة قبل زراعة المحصول الموالي. الروث: الروث الطازج يحرق الجذور وقد يحمل بذور أعشاب وجراثيم، لذلك يُفضل تسميده أولًا. إذا استعملته طازجًا فأضفه قبل أشهر من الزراعة ولا تضعه أبدًا على خضر تؤكل نيئة قرب الجني. في الفلاحة البيولوجية يجب أن يكون مصدر الروث مقبولًا لدى هيئة المراقبة، ويُمنع الروث من بعض تربيات الماشية المكثفة. سجّل دائمًا مصدر الروث وكميته وتاريخ استعماله في دفترك.',
            fr: "Engrais vert : semez à l'automne un mélange vesce-avoine (environ 60 kg de vesce et 40 kg d'avoine par hectare) ou de la fève. Coupez-le au début de la floraison, quand il est riche en azote et encore tendre, laissez-le faner puis incorporez-le superficiellement. Attendez deux à trois semaines avant la culture suivante. Fumier : le fumier frais brûle les racines et peut porter graines d'adventices et germes ; il vaut mieux le composter d'abord. Si vous l'utilisez frais, apportez-le des mois avant la plantation et jamais sur des légumes consommés crus près de la récolte. En bio, l'origine du fumier doit être acceptée par l'organisme de contrôle, et celui de certains élevages industriels est interdit. Notez toujours l'origine, la quantité et la date d'apport du fumier dans votre carnet.",
            en: "Green manure: in autumn, sow a vetch and oat mix (about 60 kg vetch and 40 kg oats per hectare) or faba beans. Cut it at early flowering, when it is rich in nitrogen and still soft, let it wilt, then work it into the top layer. Wait two to three weeks before the next crop. Manure: fresh manure burns roots and can carry weed seeds and germs, so it is better composted first. If you use it fresh, apply it months before planting and never on vegetables eaten raw close to harvest. In organic farming, the manure's origin must be accepted by the inspection body, and manure from some industrial livestock units is banned. Always record the source, amount and date of manure in your notebook.",
          },
          video: null,
        },
      ],
    },
    {
      title: { ar: 'خطة التسميد العضوي', fr: 'Le plan de fertilisation organique', en: 'The organic fertility plan' },
      lessons: [
        {
          title: { ar: 'حساب كمية الكومبوست اللازمة', fr: 'Calculer la quantité de compost', en: 'Working out how much compost you need' },
          summary: {
            ar: 'كم كومبوست تحتاج لأرضك، وكم مادة خام لإنتاجه؟ حساب بسيط بالمتر المربع والطن يجيب عن السؤال. تتعلم تخطيط الإنتاج على مدى السنة.',
            fr: "Combien de compost pour vos parcelles, et combien de matière première pour le produire ? Un calcul simple au mètre carré et à la tonne répond. Vous apprenez à planifier la production sur l'année.",
            en: 'How much compost do your plots need, and how much raw material to make it? A simple calculation per square metre and per tonne answers. You learn to plan production over the year.',
          },
          about: {
            ar: 'الجرعة الشائعة للخضر المتطلبة كالطماطم والبطاطس هي 2 إلى 3 كيلوغرامات في المتر المربع، أي 20 إلى 30 طنًا في الهكتار. للخضر الأقل تطلبًا كالخس والبصل 1 إلى 2 كلغ/م². للأشجار المثمرة 10 إلى 20 كلغ لكل شجرة في السنة. مثال: قطعة خضر مساحتها 2000 م² بجرعة 2.5 كلغ/م² تحتاج 5 أطنان من الكومبوست. المتر المكعب من الكومبوست الناضج يزن حوالي 500 إلى 700 كلغ، إذن تحتاج حوالي 8 أمتار مكعبة. تفقد المواد الخام نصف حجمها أو أكثر أثناء التحلل، فخطط لجمع حوالي 16 إلى 20 مترًا مكعبًا من المواد الخام. ابنِ كومة كل شهرين أو ثلاثة حتى يكون لديك كومبوست ناضج قبل كل موسم زراعة.',
            fr: "La dose courante pour les légumes exigeants comme la tomate et la pomme de terre est de 2 à 3 kg par m², soit 20 à 30 tonnes par hectare. Pour les légumes moins exigeants comme la laitue et l'oignon : 1 à 2 kg/m². Pour les arbres fruitiers : 10 à 20 kg par arbre et par an. Exemple : une parcelle maraîchère de 2 000 m² à 2,5 kg/m² demande 5 tonnes de compost. Un mètre cube de compost mûr pèse environ 500 à 700 kg : il faut donc environ 8 m³. La matière première perd la moitié de son volume ou plus en se décomposant : prévoyez de réunir environ 16 à 20 m³ de matières. Montez un tas tous les deux ou trois mois pour avoir du compost mûr avant chaque saison de culture.",
            en: 'The usual rate for demanding vegetables such as tomato and potato is 2 to 3 kg per m², that is 20 to 30 tonnes per hectare. For less demanding vegetables such as lettuce and onion: 1 to 2 kg/m². For fruit trees: 10 to 20 kg per tree per year. Example: a 2,000 m² vegetable plot at 2.5 kg/m² needs 5 tonnes of compost. A cubic metre of mature compost weighs about 500 to 700 kg, so you need about 8 m³. Raw material loses half its volume or more as it breaks down, so plan to collect about 16 to 20 m³ of raw material. Build a heap every two or three months so you have mature compost before each growing season.',
          },
          video: 'clip-c',
        },
        {
          title: { ar: 'أخطاء شائعة وحلولها', fr: 'Erreurs fréquentes et solutions', en: 'Common mistakes and fixes' },
          summary: {
            ar: 'كومة لا تسخن، أو رائحة كريهة، أو ذباب، أو ديدان تموت: لكل مشكلة سبب وحل. تتعلم تشخيص المشكلة في دقائق. درس يلخص ما سبق في صورة عملية.',
            fr: 'Tas qui ne chauffe pas, mauvaise odeur, mouches, vers qui meurent : chaque problème a une cause et une solution. Vous apprenez à diagnostiquer en quelques minutes. Une leçon qui résume le module sous forme pratique.',
            en: 'A heap that will not heat, bad smells, flies, dying worms: each problem has a cause and a fix. You learn to diagnose in minutes. A lesson that sums up the course in practical form.',
          },
          about: {
            ar: 'الكومة لا تسخن: غالبًا جافة جدًا أو صغيرة جدًا أو فقيرة في المواد الخضراء. أضف الماء وروثًا طازجًا وكبّر الكومة إلى متر مكعب على الأقل. رائحة بيض فاسد وكتلة لزجة: الكومة مبتلة ومضغوطة، فقلّبها وأضف تبنًا أو أغصانًا مقطعة. رائحة أمونياك: زيادة في زرق الدجاج أو العشب الطري، فأضف مواد بنية. ذباب كثير: بقايا مطبخ مكشوفة، فغطّها دائمًا بطبقة من التبن. الكومة ساخنة في الوسط وجافة في الخارج: غطّها ورشّ الخارج عند التقليب. في حوض الديدان، إذا هربت الديدان أو ماتت فالسبب عادة حرارة زائدة أو طعام حامض أو جفاف: انقل الحوض إلى الظل وقلّل الطعام وأضف كرتونًا مبللًا.',
            fr: "Le tas ne chauffe pas : souvent trop sec, trop petit ou pauvre en vert. Arrosez, ajoutez du fumier frais et portez le tas à au moins un mètre cube. Odeur d'œuf pourri et masse collante : tas trop mouillé et tassé ; retournez-le en ajoutant paille ou branches broyées. Odeur d'ammoniac : trop de fiente de volaille ou d'herbe fraîche ; ajoutez du brun. Beaucoup de mouches : déchets de cuisine à découvert ; recouvrez-les toujours de paille. Chaud au centre mais sec à l'extérieur : couvrez le tas et arrosez l'extérieur au retournement. Dans le bac à vers, si les vers fuient ou meurent, la cause est souvent la chaleur, une nourriture acide ou le dessèchement : mettez le bac à l'ombre, réduisez la nourriture et ajoutez du carton mouillé.",
            en: 'The heap will not heat: usually too dry, too small or short of green material. Water it, add fresh manure and make it at least one cubic metre. Rotten-egg smell and a sticky mass: too wet and packed; turn it, adding straw or chopped branches. Ammonia smell: too much poultry droppings or fresh grass; add brown material. Lots of flies: kitchen scraps left uncovered; always cover them with straw. Hot in the centre but dry outside: cover the heap and water the outer part when turning. In the worm bin, if worms escape or die, the cause is usually heat, acidic food or drying out: move the bin into shade, feed less and add wet cardboard.',
          },
          video: 'clip-a',
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'fiche-compost.txt',
      lesson: [0, 1], // Building a compost heap step by step
      body: `FR - Fiche compost
Mélange : 2-3 volumes de brun (paille, feuilles) pour 1 volume de vert (fumier, déchets verts). C/N visé : 25-30.
Taille du tas : 1 à 1,5 m de large et de haut.
Humidité : 50-60 % (quelques gouttes quand on presse).
Température : 55-65 °C ; retourner quand elle baisse (3 à 5 fois).
Prêt : 2-4 mois ; brun foncé, odeur de terre, test cresson réussi.
Doses : légumes exigeants 2-3 kg/m² ; arbres 10-20 kg/arbre/an.

AR - بطاقة الكومبوست
الخليط: 2-3 أحجام مواد بنية (تبن، أوراق) لحجم واحد من المواد الخضراء (روث، بقايا خضراء). نسبة C/N المستهدفة: 25-30.
حجم الكومة: عرض وارتفاع من 1 إلى 1.5 متر.
الرطوبة: 50-60% (بضع قطرات عند العصر).
الحرارة: 55-65 درجة، والتقليب عند انخفاضها (3 إلى 5 مرات).
الجاهزية: 2-4 أشهر، لون داكن، رائحة تربة، نجاح اختبار حب الرشاد.
الجرعات: الخضر المتطلبة 2-3 كلغ/م²، الأشجار 10-20 كلغ/شجرة/سنة.

EN - Compost sheet
Mix: 2-3 volumes of brown (straw, leaves) to 1 volume of green (manure, green waste). Target C:N: 25-30.
Heap size: 1 to 1.5 m wide and high.
Moisture: 50-60% (a few drops when squeezed).
Temperature: 55-65 °C; turn when it drops (3 to 5 times).
Ready: 2-4 months; dark brown, earthy smell, cress test passed.
Rates: demanding vegetables 2-3 kg/m²; trees 10-20 kg/tree/year.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'ما نسبة الكربون إلى الآزوت المثالية لبدء الكومبوست؟',
        fr: 'Quel rapport C/N idéal pour démarrer un compost ?',
        en: 'What C:N ratio is ideal to start a compost heap?',
      },
      options: [
        { ar: 'حوالي 5 إلى 1', fr: 'Environ 5 pour 1', en: 'About 5 to 1' },
        { ar: 'حوالي 25 إلى 30 مقابل 1', fr: 'Environ 25 à 30 pour 1', en: 'About 25 to 30 to 1' },
        { ar: 'حوالي 200 إلى 1', fr: 'Environ 200 pour 1', en: 'About 200 to 1' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'أي مادة غنية بالكربون (مادة بنية)؟',
        fr: 'Quelle matière est riche en carbone (matière brune) ?',
        en: 'Which material is rich in carbon (a brown)?',
      },
      options: [
        { ar: 'زرق الدجاج', fr: 'La fiente de volaille', en: 'Poultry droppings' },
        { ar: 'العشب الطري', fr: "L'herbe fraîche", en: 'Fresh grass' },
        { ar: 'بقايا الخضر', fr: 'Les déchets de légumes', en: 'Vegetable scraps' },
        { ar: 'التبن', fr: 'La paille', en: 'Straw' },
      ],
      correct: 3,
      module_index: 0,
    },
    {
      text: {
        ar: 'لماذا يجب أن تكون الكومة بحجم متر مكعب على الأقل؟',
        fr: "Pourquoi un tas d'au moins un mètre cube ?",
        en: 'Why should a heap be at least one cubic metre?',
      },
      options: [
        { ar: 'لتحتفظ بالحرارة', fr: 'Pour garder la chaleur', en: 'To hold the heat' },
        { ar: 'لتجذب الذباب', fr: 'Pour attirer les mouches', en: 'To attract flies' },
        { ar: 'لتجف بسرعة', fr: 'Pour sécher vite', en: 'To dry out quickly' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'عند عصر حفنة من الكومة، ما علامة الرطوبة الجيدة؟',
        fr: "En pressant une poignée du tas, quel est le signe d'une bonne humidité ?",
        en: 'When you squeeze a handful from the heap, what shows good moisture?',
      },
      options: [
        { ar: 'يسيل الماء بغزارة', fr: "L'eau coule abondamment", en: 'Water pours out' },
        { ar: 'تسقط بضع قطرات', fr: 'Quelques gouttes tombent', en: 'A few drops fall' },
        { ar: 'تتفتت جافة كالغبار', fr: "Elle s'effrite comme de la poussière", en: 'It crumbles like dust' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: { ar: 'متى يجب تقليب الكومة؟', fr: 'Quand faut-il retourner le tas ?', en: 'When should you turn the heap?' },
      options: [
        { ar: 'كل يوم', fr: 'Chaque jour', en: 'Every day' },
        { ar: 'أبدًا', fr: 'Jamais', en: 'Never' },
        { ar: 'عندما تبدأ الحرارة بالانخفاض', fr: 'Quand la température commence à baisser', en: 'When the temperature starts to drop' },
        { ar: 'فقط عندما تمطر', fr: 'Seulement quand il pleut', en: 'Only when it rains' },
      ],
      correct: 2,
      module_index: 1,
    },
    {
      text: {
        ar: 'ما الاختبار البسيط لمعرفة نضج الكومبوست؟',
        fr: "Quel test simple montre qu'un compost est mûr ?",
        en: 'Which simple test shows compost is mature?',
      },
      options: [
        { ar: 'اختبار إنبات بذور حب الرشاد', fr: 'Le test de germination du cresson', en: 'The cress germination test' },
        { ar: 'وزن الكومة', fr: 'Peser le tas', en: 'Weighing the heap' },
        { ar: 'عدد الذباب حول الكومة', fr: 'Compter les mouches autour', en: 'Counting flies around it' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'ما الحرارة المناسبة لحوض الديدان الحمراء؟',
        fr: 'Quelle température convient au bac de vers rouges ?',
        en: 'What temperature suits a red worm bin?',
      },
      options: [
        { ar: 'أقل من 5 درجات', fr: 'Moins de 5 °C', en: 'Below 5 °C' },
        { ar: 'بين 15 و25 درجة', fr: 'Entre 15 et 25 °C', en: 'Between 15 and 25 °C' },
        { ar: 'أكثر من 45 درجة', fr: 'Plus de 45 °C', en: 'Above 45 °C' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: { ar: 'متى يُقطع السماد الأخضر؟', fr: "Quand coupe-t-on l'engrais vert ?", en: 'When do you cut a green manure?' },
      options: [
        { ar: 'عند بداية الإزهار', fr: 'Au début de la floraison', en: 'At early flowering' },
        { ar: 'بعد نضج البذور وجفافها', fr: 'Après la maturité et le séchage des graines', en: 'After the seeds have ripened and dried' },
        { ar: 'مباشرة بعد الإنبات', fr: 'Juste après la levée', en: 'Right after emergence' },
        { ar: 'في منتصف الصيف التالي', fr: "Au milieu de l'été suivant", en: 'In the middle of the next summer' },
      ],
      correct: 0,
      module_index: 2,
    },
    {
      text: {
        ar: 'كم كومبوست تحتاج قطعة خضر مساحتها 2000 م² بجرعة 2.5 كلغ/م²؟',
        fr: 'Combien de compost pour 2 000 m² de légumes à 2,5 kg/m² ?',
        en: 'How much compost for 2,000 m² of vegetables at 2.5 kg/m²?',
      },
      options: [
        { ar: '500 كلغ', fr: '500 kg', en: '500 kg' },
        { ar: '50 طنًا', fr: '50 tonnes', en: '50 tonnes' },
        { ar: '5 أطنان', fr: '5 tonnes', en: '5 tonnes' },
      ],
      correct: 2,
      module_index: 3,
    },
    {
      text: {
        ar: 'كومة تنبعث منها رائحة بيض فاسد، ما الحل؟',
        fr: "Le tas sent l'œuf pourri : que faire ?",
        en: 'The heap smells of rotten eggs: what do you do?',
      },
      options: [
        { ar: 'إضافة الماء', fr: 'Arroser', en: 'Add water' },
        { ar: 'إضافة زرق الدجاج', fr: 'Ajouter de la fiente', en: 'Add poultry droppings' },
        { ar: 'تركها دون لمس', fr: 'Ne plus y toucher', en: 'Leave it untouched' },
        { ar: 'تقليبها وإضافة تبن أو أغصان', fr: 'La retourner en ajoutant paille ou branches', en: 'Turn it and add straw or branches' },
      ],
      correct: 3,
      module_index: 3,
    },
    {
      text: {
        ar: 'ما الحرارة التي يبلغها الكومبوست الجيد في مرحلته الساخنة؟',
        fr: 'Quelle température atteint un bon compost en phase chaude ?',
        en: 'What temperature does good compost reach in its hot phase?',
      },
      options: [
        { ar: 'بين 55 و65 درجة مئوية تقريبًا', fr: 'Environ 55 à 65 °C', en: 'About 55 to 65 °C' },
        { ar: 'حرارة الهواء فقط', fr: "La température de l'air seulement", en: 'Air temperature only' },
        { ar: 'أكثر من 100 درجة مئوية', fr: 'Plus de 100 °C', en: 'Over 100 °C' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'لماذا لا يُوضع السماد الحيواني الطازج مباشرة قبل زراعة الخضر؟',
        fr: 'Pourquoi ne pas épandre du fumier frais juste avant de semer des légumes ?',
        en: 'Why not spread fresh manure just before sowing vegetables?',
      },
      options: [
        { ar: 'لأنه فقير جدًا في العناصر', fr: "Parce qu'il est trop pauvre en éléments", en: 'Because it is too poor in nutrients' },
        { ar: 'لأنه يجعل التربة رملية', fr: "Parce qu'il rend le sol sableux", en: 'Because it makes the soil sandy' },
        {
          ar: 'لأنه يمنع نمو الديدان إلى الأبد',
          fr: "Parce qu'il empêche à jamais les vers de vivre",
          en: 'Because it stops worms living there for good',
        },
        {
          ar: 'لأنه قد يحرق الجذور ويحمل بذور أعشاب وجراثيم',
          fr: "Parce qu'il peut brûler les racines et porter graines d'adventices et germes",
          en: 'Because it can burn roots and carry weed seeds and germs',
        },
      ],
      correct: 3,
      module_index: 2,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Khadija Benali',
      description: 'Mon premier tas a enfin chauffé à 60 °C ! Le test de la poignée est très pratique.',
    },
    {
      rating: 5,
      author: 'عبد الرحيم الفاسي',
      description: 'شرح نسبة الكربون والآزوت كان بسيطًا. أصبحت أصنع الكومبوست من روث الغنم والتبن.',
    },
    { rating: 4, author: 'Awa Ndiaye', description: 'Good course. The worm bin works well in my shaded courtyard in Thiès.' },
    { rating: 4, author: null, description: "Contenu clair, le calcul des quantités m'a évité d'acheter trop de fumier." },
    { rating: 3, author: 'Youssef Amrani', description: "Utile, mais j'aurais voulu une vidéo plus longue sur le retournement." },
  ],
};
