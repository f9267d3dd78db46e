import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'drip-irrigation-design-maintenance',
  topic: 'modern-irrigation',
  level: 'intermediate',
  price_centimes: 59900,
  title: {
    ar: 'الري بالتنقيط: التصميم والتسميد والصيانة',
    fr: 'Irrigation goutte-à-goutte : conception, fertigation et entretien',
    en: 'Drip irrigation: design, fertigation and maintenance',
  },
  description: {
    ar: 'صمّم شبكة تنقيط تناسب تربتك ومحاصيلك: اختيار النقاطات والمسافات، وحساب الصبيب والقطاعات، والترشيح، والتسميد مع ماء السقي، والغسل والمعالجة بالكلور والحمض، وقياس انتظام التوزيع. ماء أقل ومحصول أكثر.',
    fr: "Concevez un réseau goutte-à-goutte adapté à votre sol et à vos cultures : choix et écartement des goutteurs, calcul des débits et des secteurs, filtration, fertigation, purge, chloration et traitement acide, mesure de l'uniformité. Moins d'eau, plus de récolte.",
    en: 'Design a drip system that fits your soil and crops: choosing and spacing emitters, working out flows and sectors, filtration, fertigation, flushing, chlorine and acid treatment, and measuring uniformity. Less water, bigger harvests.',
  },
  modules: [
    {
      title: { ar: 'مكونات شبكة التنقيط', fr: 'Les éléments du réseau', en: 'Parts of a drip system' },
      lessons: [
        {
          title: {
            ar: 'لماذا التنقيط؟ أجزاء الشبكة',
            fr: 'Pourquoi le goutte-à-goutte ? Les éléments du réseau',
            en: 'Why drip? The parts of the system',
          },
          summary: {
            ar: 'التنقيط يوصل الماء إلى الجذور مباشرة بكفاءة تفوق 90%. الشبكة تتكون من رأس التحكم والأنابيب الرئيسية والفرعية والخطوط الحاملة للنقاطات. تتعلم دور كل جزء.',
            fr: "Le goutte-à-goutte apporte l'eau directement aux racines avec une efficience de plus de 90 %. Le réseau comprend la tête de station, les conduites principale et secondaires et les rampes porte-goutteurs. Vous apprenez le rôle de chaque élément.",
            en: 'Drip brings water straight to the roots with over 90% efficiency. The system has a control head, main and sub-main pipes and laterals carrying the emitters. You learn what each part does.',
          },
          about: {
            ar: 'في السقي بالغمر تضيع كمية كبيرة من الماء بالتبخر والتسرب العميق، وقد لا تتجاوز الكفاءة 50 إلى 60%. التنقيط يعطي كل نبتة كمية محددة قرب جذورها، فتصل الكفاءة إلى 90% أو أكثر، وتقل الأعشاب بين الصفوف. تبدأ الشبكة بمصدر الماء والمضخة، ثم رأس التحكم (المحطة) الذي يضم: صمامًا يمنع رجوع الماء، والمرشحات، وجهاز حقن الأسمدة، وعدادات الضغط قبل المرشح وبعده، وعداد الماء. بعدها الأنبوب الرئيسي (غالبًا PVC مدفون)، ثم الأنابيب الفرعية التي تغذي كل قطاع بصمام خاص، ثم الخطوط الحاملة للنقاطات من البولي إيثيلين بقطر 16 إلى 20 مم، وفي نهايتها سدادات أو صمامات غسل. صمام تفريغ الهواء في النقاط العالية يحمي الأنابيب ويمنع امتصاص التراب إلى النقاطات.',
            fr: "En irrigation gravitaire, beaucoup d'eau se perd par évaporation et infiltration profonde : l'efficience peut ne pas dépasser 50 à 60 %. Le goutte-à-goutte donne à chaque plante une dose précise près de ses racines : l'efficience atteint 90 % ou plus, et les mauvaises herbes reculent entre les rangs. Le réseau commence par la source d'eau et la pompe, puis la tête de station qui regroupe : clapet anti-retour, filtres, injecteur d'engrais, manomètres avant et après filtre et compteur d'eau. Viennent ensuite la conduite principale (souvent en PVC enterré), les conduites secondaires qui alimentent chaque secteur par sa vanne, puis les rampes porte-goutteurs en polyéthylène de 16 à 20 mm, fermées en bout par des bouchons ou des vannes de purge. Une ventouse aux points hauts protège les tuyaux et évite que la terre soit aspirée dans les goutteurs.",
            en: 'With flood irrigation, much water is lost to evaporation and deep seepage, and efficiency may not exceed 50 to 60%. Drip gives each plant a measured dose near its roots, so efficiency reaches 90% or more, and weeds decline between rows. The system starts at the water source and pump, then the control head, which holds: a check valve, filters, a fertiliser injector, pressure gauges before and after the filter, and a water meter. Next comes the main line (often buried PVC), then sub-mains that feed each sector through its own valve, then polyethylene laterals of 16 to 20 mm carrying the emitters, closed at the end with caps or flush valves. An air release valve at high points protects pipes and stops soil being sucked into emitters.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: { ar: 'اختيار النقاطات', fr: 'Choisir les goutteurs', en: 'Choosing emitters' },
          summary: {
            ar: 'النقاطات تختلف في الصبيب وفي تأثرها بالضغط. النقاطات ذاتية التعديل تعطي صبيبًا ثابتًا على المنحدرات والخطوط الطويلة. تتعلم اختيار النوع المناسب لحقلك.',
            fr: 'Les goutteurs diffèrent par leur débit et leur sensibilité à la pression. Les goutteurs autorégulants donnent un débit constant sur les pentes et les longues rampes. Vous apprenez à choisir le bon type pour votre parcelle.',
            en: 'Emitters differ in flow and in how they react to pressure. Pressure-compensating emitters give a steady flow on slopes and long laterals. You learn to choose the right type for your field.',
          },
          about: {
            ar: 'الصبيبات الشائعة هي 1 و1.6 و2 و4 لترات في الساعة، وأحيانًا 8 لترات للأشجار. النقاطات العادية (غير المعدلة) رخيصة وتعمل عادة بضغط حوالي 1 بار، لكن صبيبها يتغير مع الضغط: في حقل منحدر أو خط طويل تعطي النقاطات الأولى أكثر من الأخيرة. النقاطات ذاتية التعديل تحافظ على صبيب ثابت تقريبًا في مجال واسع من الضغط (مثلًا من 0.5 أو 1 إلى 3.5 أو 4 بار حسب النموذج)، وهي الخيار الصحيح للمنحدرات والخطوط الطويلة. بعض النقاطات مانعة للتصريف، فلا تفرغ الأنابيب عند التوقف، وهذا مفيد في السقي القصير والمتكرر. اختر أيضًا بين الخط المدمج (النقاطات داخل الأنبوب، للخضر) والنقاطات المركبة على الأنبوب (للأشجار). اطلب دائمًا من المورد الورقة التقنية: الصبيب، ومجال الضغط، ودرجة الترشيح المطلوبة.',
            fr: "Débits courants : 1, 1,6, 2 et 4 litres par heure, parfois 8 pour les arbres. Les goutteurs ordinaires (non autorégulants) sont bon marché et travaillent en général vers 1 bar, mais leur débit varie avec la pression : sur une pente ou une longue rampe, les premiers goutteurs donnent plus que les derniers. Les goutteurs autorégulants gardent un débit presque constant sur une large plage de pression (par exemple de 0,5 ou 1 à 3,5 ou 4 bars selon le modèle) : c'est le bon choix pour les pentes et les longues rampes. Certains sont antidrainants : les tuyaux ne se vident pas à l'arrêt, utile pour des arrosages courts et fréquents. Choisissez aussi entre gaine à goutteurs intégrés (maraîchage) et goutteurs en ligne ou en dérivation (arbres). Demandez toujours au fournisseur la fiche technique : débit, plage de pression, filtration requise.",
            en: 'Common flows are 1, 1.6, 2 and 4 litres per hour, sometimes 8 for trees. Ordinary (non-compensating) emitters are cheap and usually work at about 1 bar, but their flow changes with pressure: on a slope or a long lateral, the first emitters give more than the last. Pressure-compensating emitters keep an almost constant flow over a wide pressure range (for example from 0.5 or 1 up to 3.5 or 4 bar depending on the model), and are the right choice for slopes and long laterals. Some are anti-drain, so pipes do not empty when the system stops, which helps with short, frequent irrigation. Also choose between dripline with built-in emitters (vegetables) and on-line emitters (trees). Always ask the supplier for the data sheet: flow, pressure range and required filtration.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'تصميم الشبكة', fr: 'Concevoir le réseau', en: 'Designing the system' },
      lessons: [
        {
          title: {
            ar: 'المسافة بين النقاطات حسب التربة والمحصول',
            fr: 'Écartement des goutteurs selon sol et culture',
            en: 'Emitter spacing by soil and crop',
          },
          summary: {
            ar: 'في التربة الرملية ينزل الماء عموديًا ويتوسع قليلًا، فتتقارب النقاطات. في التربة الطينية ينتشر الماء أفقيًا، فتتباعد. تتعلم اختيار المسافات وحساب معدل السقي بالمليمتر في الساعة.',
            fr: "En sol sableux, l'eau descend droit et s'étale peu : les goutteurs se rapprochent. En sol argileux, elle s'étale : ils s'écartent. Vous apprenez à choisir les écartements et à calculer la pluviométrie horaire en mm/h.",
            en: 'In sandy soil, water drops straight down and spreads little, so emitters go closer together. In clay soil, it spreads sideways, so they go further apart. You learn to choose spacings and work out the application rate in mm per hour.',
          },
          about: {
            ar: 'تحت كل نقاطة تتكون بصيلة مبللة. في التربة الرملية تكون ضيقة وعميقة، لذا تُوضع النقاطات كل 20 إلى 30 سم لتتصل البصيلات وتكوّن شريطًا رطبًا. في التربة المتوسطة 30 إلى 40 سم، وفي الطينية 40 إلى 60 سم. للخضر يكفي عادة خط واحد لكل صف، وللأشجار خطان لكل صف أو عدة نقاطات حول كل شجرة لتبليل جزء كافٍ من منطقة الجذور. معدل السقي بالمليمتر في الساعة = صبيب النقاطة ÷ (المسافة بين النقاطات × المسافة بين الخطوط). مثال: نقاطة 2 ل/س كل 0.3 م وخطوط كل 1.2 م: 2 ÷ (0.3 × 1.2) = 5.6 مم في الساعة. تذكر أن 1 مم على هكتار يساوي 10 أمتار مكعبة. جرّب في حقلك: شغّل خطًا ساعة واحدة ثم احفر بعد يوم لترى شكل البصيلة.',
            fr: 'Sous chaque goutteur se forme un bulbe humide. En sol sableux il est étroit et profond : on place les goutteurs tous les 20 à 30 cm pour que les bulbes se rejoignent en une bande humide. En sol moyen, 30 à 40 cm ; en sol argileux, 40 à 60 cm. En maraîchage, une rampe par rang suffit en général ; pour les arbres, deux rampes par rang ou plusieurs goutteurs autour de chaque arbre pour mouiller une part suffisante des racines. Pluviométrie horaire en mm/h = débit du goutteur ÷ (écartement des goutteurs × écartement des rampes). Exemple : goutteur de 2 l/h tous les 0,3 m, rampes tous les 1,2 m : 2 ÷ (0,3 × 1,2) = 5,6 mm/h. Rappel : 1 mm sur un hectare = 10 m³. Testez chez vous : faites couler une rampe une heure, puis creusez le lendemain pour voir la forme du bulbe.',
            en: "Under each emitter a wet bulb forms. In sandy soil it is narrow and deep, so emitters go every 20 to 30 cm for the bulbs to join into a wet strip. In medium soil, 30 to 40 cm; in clay, 40 to 60 cm. For vegetables, one lateral per row is usually enough; for trees, two laterals per row or several emitters around each tree to wet enough of the root zone. Application rate in mm/h = emitter flow ÷ (emitter spacing × lateral spacing). Example: 2 L/h emitters every 0.3 m, laterals every 1.2 m: 2 ÷ (0.3 × 1.2) = 5.6 mm/h. Remember: 1 mm over a hectare is 10 m³. Test it at home: run a lateral for one hour, then dig the next day to see the bulb's shape.",
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'حساب صبيب القطاع وطول الخطوط',
            fr: 'Débit du secteur et longueur des rampes',
            en: 'Sector flow and lateral length',
          },
          summary: {
            ar: 'لا تستطيع المضخة غالبًا سقي كل الأرض في وقت واحد، فتُقسم إلى قطاعات تسقى بالتناوب. صبيب القطاع يجب ألا يتجاوز صبيب المضخة. تتعلم الحساب وحدود طول الخطوط.',
            fr: "La pompe ne peut souvent pas irriguer toute la surface à la fois : on la divise en secteurs arrosés à tour de rôle. Le débit d'un secteur ne doit pas dépasser celui de la pompe. Vous apprenez le calcul et les limites de longueur des rampes.",
            en: "A pump often cannot water the whole farm at once, so the land is split into sectors watered in turn. A sector's flow must not exceed the pump's flow. You learn the calculation and the limits on lateral length.",
          },
          about: {
            ar: 'عدد النقاطات في قطاع = المساحة ÷ (المسافة بين النقاطات × المسافة بين الخطوط). مثال: قطاع نصف هكتار (5000 م²)، خطوط كل 1.2 م ونقاطات كل 0.3 م: 5000 ÷ 0.36 = حوالي 13900 نقاطة. بصبيب 2 ل/س يحتاج القطاع حوالي 27.8 م³ في الساعة. إذا كانت المضخة تعطي 15 م³/س فقط، قسّم الهكتار إلى أربعة قطاعات من ربع هكتار (حوالي 13.9 م³/س لكل واحد) واسقها بالتناوب. طول الخطوط: كلما طال الخط انخفض الضغط في آخره بسبب الاحتكاك. القاعدة: يجب ألا يختلف صبيب النقاطات في القطاع بأكثر من 10% تقريبًا. مع النقاطات العادية على أرض مستوية يبقى طول الخط غالبًا أقل من 80 إلى 100 متر، ويمكن أن يكون أطول مع النقاطات ذاتية التعديل. راجع دائمًا جدول الأطوال القصوى للصانع، وغذِّ الخطوط من وسطها عند الحاجة.',
            fr: "Nombre de goutteurs d'un secteur = surface ÷ (écartement des goutteurs × écartement des rampes). Exemple : secteur d'un demi-hectare (5 000 m²), rampes tous les 1,2 m et goutteurs tous les 0,3 m : 5 000 ÷ 0,36 = environ 13 900 goutteurs. À 2 l/h, le secteur demande environ 27,8 m³/h. Si la pompe ne donne que 15 m³/h, divisez l'hectare en quatre secteurs d'un quart d'hectare (environ 13,9 m³/h chacun) irrigués à tour de rôle. Longueur des rampes : plus la rampe est longue, plus la pression chute au bout à cause des frottements. Règle : le débit des goutteurs d'un secteur ne doit pas varier de plus de 10 % environ. Avec des goutteurs ordinaires sur terrain plat, la rampe reste souvent sous 80 à 100 m ; elle peut être plus longue avec des autorégulants. Consultez toujours le tableau des longueurs maximales du fabricant, et alimentez les rampes par le milieu si besoin.",
            en: "Emitters in a sector = area ÷ (emitter spacing × lateral spacing). Example: a half-hectare sector (5,000 m²), laterals every 1.2 m and emitters every 0.3 m: 5,000 ÷ 0.36 = about 13,900 emitters. At 2 L/h, the sector needs about 27.8 m³/h. If the pump gives only 15 m³/h, split the hectare into four quarter-hectare sectors (about 13.9 m³/h each) watered in turn. Lateral length: the longer the lateral, the more pressure drops at the far end from friction. Rule: emitter flow within a sector should not vary by more than about 10%. With ordinary emitters on flat ground, laterals usually stay under 80 to 100 m; they can be longer with pressure-compensating emitters. Always check the maker's maximum length table, and feed laterals from the middle when needed.",
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'الترشيح والتسميد', fr: 'Filtration et fertigation', en: 'Filtration and fertigation' },
      lessons: [
        {
          title: {
            ar: 'الترشيح: الشبكي والقرصي والرملي',
            fr: 'Filtration : tamis, disques et sable',
            en: 'Filtration: screen, disc and sand media',
          },
          summary: {
            ar: 'النقاطة المسدودة نبتة عطشى. نوع المرشح يتبع مصدر الماء: البئر أو السد أو الحوض. تتعلم اختيار المرشح ومتى تنظفه بقراءة عدادات الضغط.',
            fr: "Un goutteur bouché, c'est une plante qui a soif. Le type de filtre dépend de la source : puits, barrage ou bassin. Vous apprenez à choisir le filtre et à savoir quand le nettoyer grâce aux manomètres.",
            en: 'A blocked emitter means a thirsty plant. The filter type depends on the water source: well, dam or basin. You learn to choose the filter and when to clean it by reading the pressure gauges.',
          },
          about: {
            ar: 'درجة الترشيح المعتادة للتنقيط حوالي 120 مش، أي حوالي 130 ميكرون، لكن اتبع دائمًا ما يطلبه صانع النقاطات. ماء البئر الذي يحمل رملًا يحتاج فاصلًا للرمل (هيدروسيكلون) قبل المرشح الشبكي أو القرصي. المرشح الشبكي بسيط ومناسب للماء النظيف نسبيًا. المرشح القرصي يحتجز أفضل الطحالب والمواد العضوية، ويُنظف بسهولة. ماء السدود والأحواض المكشوفة المحمّل بالطحالب يحتاج مرشحًا رمليًا، يليه مرشح شبكي أو قرصي للأمان. ركّب عداد ضغط قبل المرشح وآخر بعده: عندما يرتفع الفرق بينهما بحوالي 0.5 بار مقارنة بالمرشح النظيف، حان وقت التنظيف أو الغسل العكسي. غطِّ الأحواض لتقليل الطحالب. لا تفتح أبدًا خطًا دون ترشيح ولو لسقية واحدة.',
            fr: "Le degré de filtration habituel en goutte-à-goutte est d'environ 120 mesh, soit environ 130 microns, mais suivez toujours la recommandation du fabricant des goutteurs. L'eau de puits chargée de sable demande un séparateur à sable (hydrocyclone) avant le filtre à tamis ou à disques. Le filtre à tamis est simple et convient à une eau assez propre. Le filtre à disques retient mieux les algues et la matière organique et se nettoie facilement. L'eau de barrage ou de bassin à ciel ouvert, chargée d'algues, demande un filtre à sable suivi d'un filtre à tamis ou à disques de sécurité. Installez un manomètre avant et après le filtre : quand l'écart augmente d'environ 0,5 bar par rapport au filtre propre, il faut nettoyer ou faire un contre-lavage. Couvrez les bassins pour limiter les algues. N'ouvrez jamais une rampe sans filtration, même pour un seul arrosage.",
            en: "The usual filtration for drip is about 120 mesh, roughly 130 microns, but always follow the emitter maker's advice. Well water carrying sand needs a sand separator (hydrocyclone) ahead of the screen or disc filter. A screen filter is simple and suits fairly clean water. A disc filter holds algae and organic matter better and is easy to clean. Water from dams and open basins, full of algae, needs a sand media filter followed by a screen or disc filter for safety. Fit a pressure gauge before and after the filter: when the difference rises by about 0.5 bar compared with a clean filter, it is time to clean or backflush. Cover basins to limit algae. Never run a lateral without filtration, not even for one watering.",
          },
          video: 'clip-b',
        },
        {
          title: { ar: 'أساسيات التسميد مع ماء السقي', fr: 'Les bases de la fertigation', en: 'Fertigation basics' },
          summary: {
            ar: 'التسميد عبر شبكة التنقيط يضع الغذاء قرب الجذور بجرعات صغيرة ومتكررة. طريقة الحقن وترتيب السقية والتوافق بين الأسمدة هي مفاتيح النجاح. تتعلم العمل بأمان دون سد النقاطات.',
            fr: "La fertigation apporte les éléments près des racines, par petites doses fréquentes. Le mode d'injection, le déroulé de l'arrosage et la compatibilité des engrais sont les clés. Vous apprenez à travailler sans risque et sans boucher les goutteurs.",
            en: 'Fertigation delivers nutrients near the roots in small, frequent doses. The injection method, the order of the irrigation and fertiliser compatibility are the keys. You learn to work safely without blocking emitters.',
          },
          about: {
            ar: 'هناك ثلاث طرق شائعة للحقن: خزان الأسمدة الموصول على التوازي، وهو بسيط لكن تركيزه ينخفض مع الوقت؛ والفنتوري، وهو رخيص لكنه يستهلك جزءًا من الضغط؛ ومضخة الحقن النسبية، وهي أدق وأغلى. ركّب صمامًا يمنع رجوع الماء المسمَّد إلى البئر، واحقن قبل المرشح الأخير حتى يحتجز أي رواسب. رتّب السقية هكذا: الربع الأول ماء فقط لملء الشبكة، ثم الأسمدة في الوسط، ثم الربع الأخير ماء نظيف لغسل الأنابيب. لا تخلط في خزان واحد نترات الكالسيوم مع الأسمدة الكبريتية أو الفوسفاتية، لأنها تكوّن رواسب تسد النقاطات: استعمل خزانين. استعمل أسمدة ذائبة كليًا، وقِس ملوحة الماء (EC) عند النقاطة إن أمكن. البس القفازات والنظارات عند تحضير المحاليل.',
            fr: "Trois modes d'injection courants : la cuve d'engrais montée en dérivation, simple mais dont la concentration baisse avec le temps ; le venturi, bon marché mais qui consomme une partie de la pression ; la pompe doseuse proportionnelle, plus précise et plus chère. Installez un clapet anti-retour pour que l'eau fertilisée ne retourne jamais au puits, et injectez avant le dernier filtre pour qu'il retienne d'éventuels précipités. Déroulez l'arrosage ainsi : premier quart à l'eau claire pour remplir le réseau, engrais au milieu, dernier quart à l'eau claire pour rincer les tuyaux. Ne mélangez jamais dans la même cuve le nitrate de calcium avec des engrais sulfatés ou phosphatés : ils forment des précipités qui bouchent les goutteurs ; utilisez deux cuves. Employez des engrais totalement solubles, et mesurez la conductivité (EC) au goutteur si possible. Portez gants et lunettes pour préparer les solutions.",
            en: 'Three common injection methods: a fertiliser tank on a bypass, simple but its concentration falls over time; a venturi, cheap but it uses up some pressure; and a proportional dosing pump, more precise and more expensive. Fit a check valve so fertilised water never flows back into the well, and inject upstream of the last filter so it catches any precipitate. Run each irrigation in this order: first quarter with clean water to fill the system, fertiliser in the middle, last quarter with clean water to rinse the pipes. Never mix calcium nitrate with sulphate or phosphate fertilisers in one tank: they form precipitates that block emitters, so use two tanks. Use fully soluble fertilisers and measure EC at the emitter if you can. Wear gloves and goggles when mixing solutions.',
          },
          video: 'clip-c',
        },
      ],
    },
    {
      title: { ar: 'الصيانة', fr: "L'entretien", en: 'Maintenance' },
      lessons: [
        {
          title: {
            ar: 'الغسل والمعالجة بالكلور والحمض',
            fr: 'Purge, chloration et traitement acide',
            en: 'Flushing, chlorination and acid treatment',
          },
          summary: {
            ar: 'الرمل والطحالب والكلس تسد النقاطات ببطء. الغسل المنتظم والمعالجة بالكلور أو الحمض تعيد الشبكة إلى حالتها. تتعلم الخطوات وقواعد السلامة.',
            fr: "Sable, algues et calcaire bouchent lentement les goutteurs. La purge régulière et les traitements au chlore ou à l'acide remettent le réseau en état. Vous apprenez les étapes et les règles de sécurité.",
            en: 'Sand, algae and lime slowly block emitters. Regular flushing and chlorine or acid treatment restore the system. You learn the steps and the safety rules.',
          },
          about: {
            ar: 'الغسل: افتح نهايات الخطوط واحدًا تلو الآخر والشبكة تعمل، واتركها حتى يخرج ماء صافٍ. اغسل أيضًا الأنابيب الرئيسية والفرعية. كرر الغسل كل أسبوعين إلى شهر، وأكثر مع الماء المحمّل. الكلور: يقضي على الطحالب والغشاء البكتيري اللزج. يمكن حقنه بانتظام بتركيز منخفض، أو كمعالجة صدمية بتركيز أعلى حسب توصيات المورد، ثم يترك في الشبكة قبل الغسل. يعمل الكلور أفضل عندما تكون حموضة الماء أقل من 7.5. الحمض: يذيب الرواسب الكلسية البيضاء الشائعة في الماء العسر. يُحقن حمض مناسب (نتريك أو فوسفوريك) لخفض حموضة الماء إلى حوالي 4 أو 5 لمدة ساعة تقريبًا، ثم تُغسل الخطوط. السلامة: أضف الحمض إلى الماء وليس العكس، ولا تخلط أبدًا الكلور والحمض في الخزان نفسه لأنهما يطلقان غازًا سامًا، والبس القفازات والنظارات.',
            fr: "Purge : ouvrez les bouts de rampes un par un, réseau en marche, jusqu'à ce que l'eau sorte claire. Purgez aussi conduites principale et secondaires. Recommencez toutes les deux semaines à un mois, plus souvent avec une eau chargée. Chlore : il détruit algues et dépôts bactériens visqueux. On peut l'injecter en continu à faible dose, ou en traitement choc à dose plus forte selon les consignes du fournisseur, puis le laisser agir dans le réseau avant de purger. Le chlore agit mieux quand le pH de l'eau est inférieur à 7,5. Acide : il dissout les dépôts calcaires blancs fréquents avec une eau dure. On injecte un acide adapté (nitrique ou phosphorique) pour ramener le pH de l'eau vers 4 ou 5 pendant environ une heure, puis on purge. Sécurité : versez l'acide dans l'eau, jamais l'inverse ; ne mélangez jamais chlore et acide dans la même cuve, car ils dégagent un gaz toxique ; portez gants et lunettes.",
            en: "Flushing: open the lateral ends one by one with the system running, until clear water comes out. Flush main and sub-main pipes too. Repeat every two weeks to a month, more often with dirty water. Chlorine: it kills algae and slimy bacterial deposits. It can be injected continuously at a low dose, or as a shock treatment at a higher dose following the supplier's advice, then left in the system before flushing. Chlorine works best when water pH is below 7.5. Acid: it dissolves the white lime deposits common with hard water. A suitable acid (nitric or phosphoric) is injected to bring water pH down to about 4 or 5 for about an hour, then the laterals are flushed. Safety: add acid to water, never water to acid; never mix chlorine and acid in the same tank, as they release a toxic gas; wear gloves and goggles.",
          },
          video: 'clip-a',
        },
        {
          title: { ar: 'قياس انتظام التوزيع في الحقل', fr: "Mesurer l'uniformité au champ", en: 'Measuring uniformity in the field' },
          summary: {
            ar: 'شبكة جيدة تعطي كل النباتات الكمية نفسها تقريبًا. اختبار بسيط بكؤوس القياس يكشف النقاطات المسدودة ومشاكل الضغط. درس للقراءة مع طريقة الحساب.',
            fr: 'Un bon réseau donne à peu près la même quantité à chaque plante. Un test simple au gobelet gradué révèle goutteurs bouchés et problèmes de pression. Leçon à lire avec la méthode de calcul.',
            en: 'A good system gives every plant roughly the same amount. A simple test with measuring cups reveals blocked emitters and pressure problems. A reading lesson with the calculation method.',
          },
          about: {
            ar: 'اختر قطاعًا وأربعة خطوط: الأول، والذي في الثلث، والذي في الثلثين، والأخير. في كل خط اختر أربع نقاطات: في البداية، والثلث، والثلثين، والنهاية، أي 16 نقاطة. ضع كوبًا تحت كل نقاطة لمدة محددة (مثلًا 6 دقائق)، وقِس الحجم بمخبار مدرج. احسب المتوسط العام، ثم متوسط أضعف أربع قراءات (الربع الأدنى). انتظام التوزيع = متوسط الربع الأدنى ÷ المتوسط العام × 100. فوق 90% ممتاز، بين 80 و90% جيد، وتحت 70% يجب البحث عن السبب. قِس أيضًا الضغط في بداية الخطوط ونهايتها. الأسباب الشائعة: مرشح متسخ، ونقاطات مسدودة، وخطوط طويلة جدًا، وتسربات، وضغط غير كافٍ. كرر الاختبار في بداية كل موسم وسجّل النتيجة.',
            fr: 'Choisissez un secteur et quatre rampes : la première, celle au tiers, celle aux deux tiers et la dernière. Sur chaque rampe, quatre goutteurs : au début, au tiers, aux deux tiers et au bout, soit 16 goutteurs. Placez un gobelet sous chacun pendant une durée fixe (par exemple 6 minutes) et mesurez le volume avec une éprouvette graduée. Calculez la moyenne générale, puis la moyenne des quatre plus faibles valeurs (le quart inférieur). Uniformité = moyenne du quart inférieur ÷ moyenne générale × 100. Au-dessus de 90 % : excellent ; entre 80 et 90 % : bon ; sous 70 % : il faut chercher la cause. Mesurez aussi la pression au début et au bout des rampes. Causes fréquentes : filtre encrassé, goutteurs bouchés, rampes trop longues, fuites, pression insuffisante. Refaites le test au début de chaque saison et notez le résultat.',
            en: 'Choose a sector and four laterals: the first, the one a third of the way along, the one two thirds along and the last. On each lateral pick four emitters: at the start, a third, two thirds and the end, 16 emitters in all. Put a cup under each for a fixed time (say 6 minutes) and measure the volume with a graduated cylinder. Work out the overall average, then the average of the four lowest readings (the low quarter). Uniformity = low-quarter average ÷ overall average × 100. Above 90% is excellent, 80 to 90% is good, and below 70% you must find the cause. Measure pressure at the start and end of laterals too. Common causes: a dirty filter, blocked emitters, laterals that are too long, leaks and low pressure. Repeat the test at the start of each season and record the result.',
          },
          video: null,
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'goutte-a-goutte-reperes.txt',
      lesson: [1, 0], // Emitter spacing by soil and crop
      body: `FR - Repères goutte-à-goutte
Écartement des goutteurs : sable 20-30 cm | limon 30-40 cm | argile 40-60 cm.
Pluviométrie (mm/h) = débit (l/h) ÷ (écart goutteurs m × écart rampes m).
1 mm sur 1 ha = 10 m³.
Filtration : environ 120 mesh (130 µm) ou selon le fabricant ; nettoyer quand l'écart de pression monte de 0,5 bar.
Fertigation : 1/4 eau, engrais, 1/4 eau. Nitrate de calcium jamais avec sulfates ou phosphates.
Purge : toutes les 2 à 4 semaines. Jamais chlore + acide ensemble.

AR - مرجع الري بالتنقيط
المسافة بين النقاطات: رملية 20-30 سم | متوسطة 30-40 سم | طينية 40-60 سم.
معدل السقي (مم/س) = الصبيب (ل/س) ÷ (المسافة بين النقاطات م × المسافة بين الخطوط م).
1 مم على 1 هكتار = 10 م³.
الترشيح: حوالي 120 مش (130 ميكرون) أو حسب الصانع، والتنظيف عند ارتفاع فرق الضغط بـ 0.5 بار.
التسميد: ربع ماء، ثم السماد، ثم ربع ماء. لا تخلط نترات الكالسيوم مع الكبريتات أو الفوسفات.
الغسل: كل 2 إلى 4 أسابيع. لا تخلط الكلور والحمض أبدًا.

EN - Drip irrigation reference
Emitter spacing: sand 20-30 cm | loam 30-40 cm | clay 40-60 cm.
Rate (mm/h) = flow (L/h) ÷ (emitter spacing m × lateral spacing m).
1 mm over 1 ha = 10 m³.
Filtration: about 120 mesh (130 µm) or as the maker says; clean when pressure drop rises by 0.5 bar.
Fertigation: 1/4 water, fertiliser, 1/4 water. Never calcium nitrate with sulphates or phosphates.
Flushing: every 2 to 4 weeks. Never chlorine and acid together.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'ما الكفاءة التقريبية للري بالتنقيط الجيد؟',
        fr: "Quelle est l'efficience approximative d'un bon goutte-à-goutte ?",
        en: 'What is the approximate efficiency of good drip irrigation?',
      },
      options: [
        { ar: 'حوالي 30%', fr: 'Environ 30 %', en: 'About 30%' },
        { ar: 'حوالي 50%', fr: 'Environ 50 %', en: 'About 50%' },
        { ar: '90% أو أكثر', fr: '90 % ou plus', en: '90% or more' },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'متى نختار النقاطات ذاتية التعديل؟',
        fr: 'Quand choisir des goutteurs autorégulants ?',
        en: 'When should you choose pressure-compensating emitters?',
      },
      options: [
        { ar: 'على المنحدرات والخطوط الطويلة', fr: 'Sur les pentes et les longues rampes', en: 'On slopes and long laterals' },
        { ar: 'فقط في البيوت المغطاة', fr: 'Seulement sous serre', en: 'Only in greenhouses' },
        { ar: 'عندما يكون الماء مالحًا', fr: "Quand l'eau est salée", en: 'When the water is salty' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'في التربة الرملية، كيف تكون المسافة بين النقاطات؟',
        fr: 'En sol sableux, quel écartement entre goutteurs ?',
        en: 'In sandy soil, what emitter spacing is used?',
      },
      options: [
        { ar: 'متباعدة: 60 إلى 80 سم', fr: 'Large : 60 à 80 cm', en: 'Wide: 60 to 80 cm' },
        { ar: 'متقاربة: 20 إلى 30 سم', fr: 'Serré : 20 à 30 cm', en: 'Close: 20 to 30 cm' },
        { ar: 'نقاطة واحدة كل 5 أمتار', fr: 'Un goutteur tous les 5 m', en: 'One emitter every 5 m' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'نقاطة 2 ل/س كل 0.3 م، وخطوط كل 1.2 م: ما معدل السقي؟',
        fr: 'Goutteur 2 l/h tous les 0,3 m, rampes tous les 1,2 m : quelle pluviométrie ?',
        en: '2 L/h emitters every 0.3 m, laterals every 1.2 m: what application rate?',
      },
      options: [
        { ar: '0.7 مم في الساعة', fr: '0,7 mm/h', en: '0.7 mm/h' },
        { ar: '2.4 مم في الساعة', fr: '2,4 mm/h', en: '2.4 mm/h' },
        { ar: '12 مم في الساعة', fr: '12 mm/h', en: '12 mm/h' },
        { ar: 'حوالي 5.6 مم في الساعة', fr: 'Environ 5,6 mm/h', en: 'About 5.6 mm/h' },
      ],
      correct: 3,
      module_index: 1,
    },
    {
      text: {
        ar: 'القطاع يحتاج 27.8 م³/س والمضخة تعطي 15 م³/س. ماذا تفعل؟',
        fr: 'Le secteur demande 27,8 m³/h, la pompe donne 15 m³/h. Que faire ?',
        en: 'The sector needs 27.8 m³/h but the pump gives 15 m³/h. What do you do?',
      },
      options: [
        {
          ar: 'أقسم الأرض إلى قطاعات أصغر تُسقى بالتناوب',
          fr: 'Diviser en secteurs plus petits irrigués à tour de rôle',
          en: 'Split into smaller sectors watered in turn',
        },
        { ar: 'أزيد طول الخطوط', fr: 'Allonger les rampes', en: 'Make the laterals longer' },
        { ar: 'أزيل المرشح لزيادة الصبيب', fr: 'Enlever le filtre pour gagner du débit', en: 'Remove the filter to gain flow' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'ماء سد مكشوف مليء بالطحالب. أي ترشيح تختار؟',
        fr: "Eau de barrage chargée d'algues : quelle filtration ?",
        en: 'Open dam water full of algae: which filtration?',
      },
      options: [
        { ar: 'لا حاجة إلى ترشيح', fr: 'Aucune filtration', en: 'No filtration' },
        { ar: 'فاصل رمل فقط', fr: 'Un hydrocyclone seul', en: 'A sand separator only' },
        {
          ar: 'مرشح رملي يليه مرشح شبكي أو قرصي',
          fr: "Un filtre à sable suivi d'un filtre à tamis ou à disques",
          en: 'A sand media filter followed by a screen or disc filter',
        },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: { ar: 'متى يجب تنظيف المرشح؟', fr: 'Quand faut-il nettoyer le filtre ?', en: 'When should you clean the filter?' },
      options: [
        { ar: 'مرة في السنة فقط', fr: 'Une fois par an seulement', en: 'Only once a year' },
        {
          ar: 'عندما يرتفع فرق الضغط بحوالي 0.5 بار',
          fr: "Quand l'écart de pression augmente d'environ 0,5 bar",
          en: 'When the pressure difference rises by about 0.5 bar',
        },
        { ar: 'عندما تموت النباتات', fr: 'Quand les plantes meurent', en: 'When the plants die' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'ما الترتيب الصحيح لسقية مع التسميد؟',
        fr: "Quel est le bon déroulé d'une fertigation ?",
        en: 'What is the right order for a fertigation run?',
      },
      options: [
        { ar: 'سماد من البداية إلى النهاية', fr: 'Engrais du début à la fin', en: 'Fertiliser from start to finish' },
        {
          ar: 'ماء فقط ثم سماد في آخر دقيقة',
          fr: 'Eau puis engrais à la dernière minute',
          en: 'Water, then fertiliser in the last minute',
        },
        { ar: 'سماد أولًا ثم إيقاف الشبكة مباشرة', fr: "Engrais d'abord puis arrêt immédiat", en: 'Fertiliser first, then stop at once' },
        {
          ar: 'ربع ماء، ثم السماد، ثم ربع ماء نظيف',
          fr: "Un quart d'eau, l'engrais, puis un quart d'eau claire",
          en: 'A quarter water, fertiliser, then a quarter clean water',
        },
      ],
      correct: 3,
      module_index: 2,
    },
    {
      text: {
        ar: 'ما القاعدة الأهم في السلامة عند المعالجة بالحمض والكلور؟',
        fr: "Quelle règle de sécurité est essentielle avec l'acide et le chlore ?",
        en: 'What is the key safety rule with acid and chlorine?',
      },
      options: [
        { ar: 'لا تخلطهما أبدًا في الخزان نفسه', fr: 'Ne jamais les mélanger dans la même cuve', en: 'Never mix them in the same tank' },
        { ar: 'صب الماء فوق الحمض', fr: "Verser l'eau sur l'acide", en: 'Pour water onto the acid' },
        { ar: 'العمل دون قفازات لحس أفضل', fr: 'Travailler sans gants pour plus de précision', en: 'Work without gloves for better feel' },
      ],
      correct: 0,
      module_index: 3,
    },
    {
      text: {
        ar: 'اختبار الكؤوس أعطى انتظامًا بنسبة 65%. ماذا يعني ذلك؟',
        fr: "Le test aux gobelets donne une uniformité de 65 %. Qu'est-ce que cela signifie ?",
        en: 'The cup test gives 65% uniformity. What does that mean?',
      },
      options: [
        { ar: 'الشبكة ممتازة', fr: 'Le réseau est excellent', en: 'The system is excellent' },
        {
          ar: 'يجب البحث عن السبب (مرشح، انسداد، ضغط)',
          fr: 'Il faut chercher la cause (filtre, bouchage, pression)',
          en: 'You must find the cause (filter, blockage, pressure)',
        },
        { ar: 'يجب زيادة مدة السقي فقط', fr: "Il suffit d'arroser plus longtemps", en: 'Just water for longer' },
      ],
      correct: 1,
      module_index: 3,
    },
    {
      text: {
        ar: 'ما دور منظم الضغط في شبكة التنقيط؟',
        fr: "À quoi sert le régulateur de pression d'un réseau goutte-à-goutte ?",
        en: 'What does the pressure regulator in a drip system do?',
      },
      options: [
        { ar: 'يرفع الماء من البئر', fr: "Il remonte l'eau du puits", en: 'It lifts water from the well' },
        { ar: 'ينظف الماء من الرمل', fr: "Il débarrasse l'eau du sable", en: 'It removes sand from the water' },
        {
          ar: 'يحافظ على ضغط مناسب وثابت للأنابيب والمنقطات',
          fr: 'Il garde une pression adaptée et stable pour les rampes et goutteurs',
          en: 'It keeps a suitable, steady pressure for laterals and emitters',
        },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'ما الذي يسبب عادة ترسبات بيضاء داخل المنقطات؟',
        fr: "Qu'est-ce qui cause d'habitude des dépôts blancs dans les goutteurs ?",
        en: 'What usually causes white deposits inside emitters?',
      },
      options: [
        { ar: 'الكلس في الماء العسر', fr: "Le calcaire d'une eau dure", en: 'Lime from hard water' },
        { ar: 'الطحالب الخضراء', fr: 'Les algues vertes', en: 'Green algae' },
        { ar: 'أشعة الشمس', fr: 'Le soleil', en: 'Sunlight' },
        { ar: 'ضغط منخفض جدًا', fr: 'Une pression trop basse', en: 'Pressure that is too low' },
      ],
      correct: 0,
      module_index: 3,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Hicham Lamrani',
      description: "Grâce au test des gobelets, j'ai trouvé 20 % de goutteurs bouchés. Après le traitement acide, tout est revenu.",
    },
    { rating: 5, author: 'نعيمة السوسي', description: 'الحساب بالمليمتر في الساعة أصبح سهلًا. درس القطاعات وفّر علي شراء مضخة أكبر.' },
    {
      rating: 4,
      author: 'Moussa Coulibaly',
      description: 'Very practical. The fertigation order (water, fertiliser, water) stopped my emitter clogging.',
    },
    { rating: 4, author: null, description: 'Très complet. Un exemple chiffré pour les arbres fruitiers aurait été un plus.' },
    { rating: 3, author: 'Omar Benjelloun', description: "Bon cours mais technique ; il faut déjà connaître un peu l'irrigation." },
  ],
};
