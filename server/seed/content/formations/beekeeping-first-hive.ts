import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'beekeeping-first-hive',
  topic: 'beekeeping',
  level: 'beginner',
  price_centimes: 0,
  title: {
    ar: 'تربية النحل للمبتدئين: خليتي الأولى',
    fr: 'Apiculture pour débutants : ma première ruche',
    en: 'Beekeeping for beginners: my first hive',
  },
  description: {
    ar: 'دورة مجانية لمن يريد البدء في تربية النحل: حياة الطائفة، والمعدات، واختيار مكان المنحل، وفحص الخلية بأمان، والتغذية، ومنع التطريد. تعلّم أساسًا متينًا قبل شراء أول خلية.',
    fr: "Formation gratuite pour se lancer en apiculture : la vie de la colonie, le matériel, le choix du rucher, la visite de la ruche en sécurité, le nourrissement et la prévention de l'essaimage. Des bases solides avant d'acheter sa première ruche.",
    en: 'A free course for anyone starting with bees: colony life, equipment, choosing an apiary site, inspecting a hive safely, feeding and preventing swarms. Solid foundations before you buy your first hive.',
  },
  modules: [
    {
      title: { ar: 'طائفة النحل', fr: "La colonie d'abeilles", en: 'The bee colony' },
      lessons: [
        {
          title: { ar: 'الملكة والشغالات والذكور', fr: 'Reine, ouvrières et faux-bourdons', en: 'Queen, workers and drones' },
          summary: {
            ar: 'الخلية مجتمع من ثلاثة أنواع من النحل لكل منها دور. معرفة أعمارها ومدة نموها تساعدك على فهم ما تراه داخل الخلية. هذه أساسيات كل قرار في المنحل.',
            fr: "La ruche est une société de trois castes ayant chacune son rôle. Connaître leur durée de développement et de vie aide à comprendre ce que l'on voit dans la ruche. C'est la base de toute décision au rucher.",
            en: 'A hive is a society of three kinds of bee, each with its job. Knowing how long they take to develop and how long they live helps you understand what you see in the hive. This is the basis of every decision in the apiary.',
          },
          about: {
            ar: 'في الطائفة ملكة واحدة هي الأنثى الوحيدة التي تضع البيض، وقد تضع في الربيع حتى 1500 إلى 2000 بيضة في اليوم. تنمو الملكة من البيضة إلى الحشرة الكاملة في 16 يومًا، والشغالة في 21 يومًا، والذكر في 24 يومًا. الشغالات إناث عقيمات يقمن بكل الأعمال: تنظيف الخلية، وتغذية اليرقات، وبناء الشمع، والحراسة، ثم جمع الرحيق وحبوب اللقاح والماء. تعيش الشغالة حوالي ستة أسابيع في موسم النشاط، وعدة أشهر في الشتاء. الذكور لا تلسع ولا تجمع الغذاء، ودورها الوحيد تلقيح الملكات. قاعدة مهمة: إذا رأيت بيضًا حديثًا قائمًا في قاع العيون، فالملكة كانت موجودة قبل ثلاثة أيام على الأكثر.',
            fr: "La colonie compte une seule reine, la seule femelle qui pond ; au printemps elle peut pondre jusqu'à 1 500 à 2 000 œufs par jour. Il faut 16 jours pour passer de l'œuf à la reine adulte, 21 jours pour une ouvrière et 24 pour un faux-bourdon. Les ouvrières sont des femelles stériles qui font tout le travail : nettoyer la ruche, nourrir les larves, bâtir la cire, garder l'entrée, puis récolter nectar, pollen et eau. Une ouvrière vit environ six semaines en saison active, plusieurs mois en hiver. Les faux-bourdons ne piquent pas et ne butinent pas : leur seul rôle est de féconder les reines. Règle utile : si vous voyez des œufs frais dressés au fond des cellules, la reine était là il y a trois jours au plus.",
            en: 'A colony has one queen, the only female that lays eggs; in spring she can lay up to 1,500 to 2,000 eggs a day. It takes 16 days from egg to adult queen, 21 days for a worker and 24 for a drone. Workers are sterile females that do all the work: cleaning the hive, feeding larvae, building wax, guarding the entrance, then gathering nectar, pollen and water. A worker lives about six weeks in the active season and several months in winter. Drones do not sting or forage; their only job is to mate with queens. A useful rule: if you see fresh eggs standing upright at the bottom of cells, the queen was there no more than three days ago.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: {
            ar: 'نحلنا المحلي والسنة النحلية',
            fr: "Nos abeilles locales et l'année apicole",
            en: 'Our local bees and the beekeeping year',
          },
          summary: {
            ar: 'النحل المحلي متأقلم مع الحرارة والجفاف لكنه قد يكون عدوانيًا. السنة النحلية تتبع أزهار المنطقة: فترات وفرة وفترات ندرة. تتعلم بناء تقويم لمنحلك.',
            fr: "L'abeille locale est adaptée à la chaleur et à la sécheresse mais peut être défensive. L'année apicole suit les floraisons : périodes de miellée et périodes de disette. Vous apprenez à bâtir le calendrier de votre rucher.",
            en: 'Local bees are adapted to heat and drought but can be defensive. The beekeeping year follows local flowering: nectar flows and dearth periods. You learn to build a calendar for your apiary.',
          },
          about: {
            ar: 'في شمال المغرب ووسطه تنتشر النحلة التلية Apis mellifera intermissa، وهي داكنة اللون، قوية ومقاومة للحر وقلة الغذاء، لكنها دفاعية وتميل إلى التطريد. في الجنوب الشرقي توجد النحلة الصحراوية sahariensis الصفراء والأهدأ. اختر دائمًا سلالة محلية متأقلمة بدل استيراد نحل لا يتحمل مناخك. السنة النحلية تبدأ مع نهاية الشتاء حين تزيد الملكة وضع البيض. تأتي فترات الوفرة (مواسم الرحيق) مع إزهار الحوامض والإكليل والزعتر والكالبتوس والسدر والدغموس حسب المنطقة. بين المواسم توجد فترات ندرة، خاصة في الصيف الحار وأواخر الخريف. دوّن في دفترك تواريخ إزهار النباتات حول منحلك في دائرة 3 كيلومترات: هذا هو تقويمك الخاص.',
            fr: "Dans le nord et le centre du Maroc domine l'abeille tellienne, Apis mellifera intermissa : sombre, robuste, résistante à la chaleur et aux disettes, mais défensive et portée à l'essaimage. Dans le sud-est vit l'abeille saharienne, sahariensis, jaune et plus douce. Choisissez toujours une souche locale adaptée plutôt qu'une abeille importée qui supporte mal votre climat. L'année apicole commence à la fin de l'hiver, quand la reine augmente sa ponte. Les miellées arrivent avec la floraison des agrumes, du romarin, du thym, de l'eucalyptus, du jujubier ou de l'euphorbe selon la région. Entre elles, il y a des disettes, surtout en été chaud et en fin d'automne. Notez dans votre carnet les dates de floraison dans un rayon de 3 km autour du rucher : c'est votre calendrier à vous.",
            en: 'In northern and central Morocco the main bee is the Tellian bee, Apis mellifera intermissa: dark, tough, tolerant of heat and food shortage, but defensive and prone to swarming. In the south-east lives the Saharan bee, sahariensis, yellow and calmer. Always choose a local, adapted strain rather than imported bees that cope badly with your climate. The beekeeping year starts at the end of winter, when the queen steps up laying. Nectar flows come with the flowering of citrus, rosemary, thyme, eucalyptus, jujube or euphorbia depending on the region. Between flows come dearth periods, especially in hot summers and late autumn. Write down the flowering dates within 3 km of your apiary: that is your own calendar.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'المعدات وتركيب الخلية', fr: 'Matériel et installation', en: 'Equipment and setting up' },
      lessons: [
        {
          title: {
            ar: 'الخلية الحديثة ولباس الحماية',
            fr: 'La ruche moderne et la tenue de protection',
            en: 'The modern hive and protective gear',
          },
          summary: {
            ar: 'الخلية ذات الإطارات المتحركة تسمح بالفحص دون تخريب الأقراص. المعدات الأساسية قليلة: خلية، مدخن، عتلة، ولباس حماية. تتعلم أجزاء الخلية ودور كل منها.',
            fr: 'La ruche à cadres mobiles permet de visiter sans casser les rayons. Le matériel de base est réduit : ruche, enfumoir, lève-cadre et tenue. Vous apprenez les éléments de la ruche et leur rôle.',
            en: 'A movable-frame hive lets you inspect without breaking the combs. Basic kit is short: hive, smoker, hive tool and protective clothing. You learn the parts of the hive and what each does.',
          },
          about: {
            ar: 'الخلية الأكثر انتشارًا هي لانغستروث (أو دادان)، وتتكون من الأسفل إلى الأعلى: قاعدة بها المدخل، ثم صندوق الحضنة بعشرة إطارات، ثم حاجز الملكات عند الحاجة، ثم صندوق العسل (العاسلة)، ثم غطاء داخلي وسقف. بين الإطارات يُترك ممر النحل حوالي 8 مم: أقل من ذلك يغلقه النحل بالعكبر، وأكثر منه يبني فيه شمعًا. الخلايا التقليدية من القصب أو الفلين لا تسمح بالفحص ولا بالجني دون إتلاف الأقراص. المعدات الأساسية: مدخن، وعتلة لفصل الإطارات، وفرشاة ناعمة، ولباس كامل بقناع، وقفازات، وحذاء طويل. اختر لباسًا فاتح اللون، فالنحل يهاجم الألوان الداكنة أكثر. مع النحلة التلية الدفاعية، لا تعمل أبدًا بدون قناع.',
            fr: "La ruche la plus répandue est la Langstroth (ou la Dadant). De bas en haut : un plateau avec l'entrée, le corps de ruche à dix cadres pour le couvain, une grille à reine si besoin, la hausse à miel, un couvre-cadres et le toit. Entre les cadres, on garde l'espace abeille d'environ 8 mm : moins, les abeilles le bouchent à la propolis ; plus, elles y bâtissent de la cire. Les ruches traditionnelles en roseau ou en liège ne permettent ni visite ni récolte sans détruire les rayons. Matériel de base : enfumoir, lève-cadre, brosse douce, combinaison avec voile, gants et bottes. Préférez une tenue claire : les abeilles attaquent davantage les couleurs sombres. Avec l'abeille tellienne défensive, ne travaillez jamais sans voile.",
            en: 'The most common hive is the Langstroth (or the Dadant). From bottom to top: a floor with the entrance, the brood box with ten frames, a queen excluder when needed, the honey super, an inner cover and the roof. Between frames you keep the bee space of about 8 mm: any less and bees seal it with propolis, any more and they build wax in it. Traditional cane or cork hives cannot be inspected or harvested without destroying combs. Basic kit: smoker, hive tool, soft brush, full suit with veil, gloves and boots. Choose light-coloured clothing, as bees attack dark colours more. With the defensive Tellian bee, never work without a veil.',
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'اختيار مكان المنحل وتركيب الطائفة',
            fr: 'Choisir le rucher et installer la colonie',
            en: 'Choosing the site and installing the colony',
          },
          summary: {
            ar: 'مكان المنحل يحدد صحة النحل وسلامة الجيران. الماء والأزهار والظل في الصيف والحماية من الرياح هي الشروط الأساسية. تتعلم تركيب طرد أو نواة في خليتك الأولى.',
            fr: "L'emplacement du rucher décide de la santé des abeilles et de la tranquillité des voisins. Eau, fleurs, ombre en été et abri du vent sont essentiels. Vous apprenez à installer un essaim ou une ruchette dans votre première ruche.",
            en: "The apiary site decides the bees' health and the neighbours' peace. Water, flowers, summer shade and shelter from wind are essential. You learn to install a swarm or nucleus in your first hive.",
          },
          about: {
            ar: 'اختر مكانًا بعيدًا عن المنازل والطرق وحظائر الماشية، مع مصدر ماء قريب (ساقية أو حوض فيه حجارة لكي لا يغرق النحل). وجّه المداخل نحو الشرق أو الجنوب الشرقي لتستقبل شمس الصباح، ووفّر ظلًا في بعد الظهر صيفًا. ضع الخلايا على حوامل بارتفاع 30 إلى 40 سم، مائلة قليلًا إلى الأمام ليخرج ماء المطر، واترك متر إلى مترين بين الخلايا. للبداية، اشترِ نواة من خمسة إطارات من نحّال موثوق، فيها ملكة شابة وحضنة في كل المراحل. ضعها في المساء في وسط الصندوق، وأكمل بإطارات عليها أساسات شمعية، وقدّم محلولًا سكريًا إذا لم يكن هناك رحيق. لا تفتح الخلية قبل أسبوع لتترك الملكة تستقر.',
            fr: "Choisissez un lieu éloigné des maisons, des chemins et des étables, avec un point d'eau proche (séguia ou bassin garni de pierres pour que les abeilles ne se noient pas). Orientez les entrées à l'est ou au sud-est pour le soleil du matin, et prévoyez de l'ombre l'après-midi en été. Posez les ruches sur des supports de 30 à 40 cm, légèrement inclinées vers l'avant pour évacuer la pluie, avec un à deux mètres entre elles. Pour débuter, achetez une ruchette de cinq cadres à un apiculteur sérieux, avec une jeune reine et du couvain de tous âges. Installez-la le soir au centre du corps, complétez avec des cadres de cire gaufrée, et donnez du sirop s'il n'y a pas de nectar. N'ouvrez pas la ruche avant une semaine pour laisser la reine s'installer.",
            en: 'Choose a spot away from houses, paths and livestock pens, with water nearby (a channel or a trough with stones so bees do not drown). Face the entrances east or south-east for morning sun, and give afternoon shade in summer. Set hives on stands 30 to 40 cm high, tilted slightly forward so rain runs out, with one to two metres between them. To start, buy a five-frame nucleus from a reliable beekeeper, with a young queen and brood of all ages. Install it in the evening in the middle of the box, fill the rest with foundation frames, and feed syrup if there is no nectar. Do not open the hive for a week, so the queen can settle.',
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'فحص الخلية', fr: 'La visite de la ruche', en: 'Inspecting the hive' },
      lessons: [
        {
          title: {
            ar: 'استعمال المدخن وفتح الخلية',
            fr: "Utiliser l'enfumoir et ouvrir la ruche",
            en: 'Using the smoker and opening the hive',
          },
          summary: {
            ar: 'فحص هادئ يبدأ بالتوقيت المناسب ودخان بارد. الحركات البطيئة تمنع اللسع وتحمي الملكة. تتعلم خطوات الفتح والإغلاق بأمان.',
            fr: 'Une visite calme commence par le bon moment et une fumée froide. Les gestes lents évitent les piqûres et protègent la reine. Vous apprenez à ouvrir et refermer en sécurité.',
            en: 'A calm inspection starts with the right timing and cool smoke. Slow movements prevent stings and protect the queen. You learn to open and close a hive safely.',
          },
          about: {
            ar: 'افحص في يوم دافئ وهادئ، والحرارة فوق 15 درجة تقريبًا، بين منتصف الصباح وبداية بعد الظهر حين تكون السارحات في الحقل. تجنب الأيام العاصفة أو الممطرة. أشعل المدخن بمواد طبيعية (نشارة، قش، أوراق جافة) حتى يعطي دخانًا أبيض باردًا، لا لهبًا. قف إلى جانب الخلية لا أمام المدخل. أرسل نفختين أو ثلاثًا من الدخان في المدخل، وانتظر دقيقة، ثم ارفع السقف ونفخة خفيفة تحت الغطاء. أخرج أولًا إطارًا جانبيًا لتفسح المجال، ثم ارفع الإطارات عموديًا وببطء، وأمسكها فوق الصندوق حتى إذا سقطت الملكة عادت إلى الداخل. لا تطل الفحص أكثر من 15 إلى 20 دقيقة. أعد الإطارات بالترتيب نفسه.',
            fr: "Visitez par journée chaude et calme, au-dessus d'environ 15 °C, entre le milieu de matinée et le début d'après-midi, quand les butineuses sont aux champs. Évitez vent et pluie. Allumez l'enfumoir avec des matières naturelles (sciure, paille, feuilles sèches) jusqu'à obtenir une fumée blanche et froide, sans flamme. Placez-vous sur le côté de la ruche, jamais devant l'entrée. Envoyez deux ou trois bouffées à l'entrée, attendez une minute, soulevez le toit et donnez une bouffée légère sous le couvre-cadres. Retirez d'abord un cadre de rive pour faire de la place, puis soulevez les cadres verticalement et lentement, en les tenant au-dessus de la ruche : si la reine tombe, elle retombe dedans. Ne dépassez pas 15 à 20 minutes. Remettez les cadres dans le même ordre.",
            en: 'Inspect on a warm, calm day, above about 15 °C, between mid-morning and early afternoon when foragers are out. Avoid wind and rain. Light the smoker with natural material (sawdust, straw, dry leaves) until it gives cool white smoke, not flames. Stand beside the hive, never in front of the entrance. Give two or three puffs at the entrance, wait a minute, lift the roof and give a light puff under the inner cover. Take out an outer frame first to make room, then lift frames vertically and slowly, holding them over the box so a falling queen lands back inside. Keep the inspection under 15 to 20 minutes. Put frames back in the same order.',
          },
          video: 'clip-b',
        },
        {
          title: { ar: 'ماذا نبحث عنه في الإطارات؟', fr: 'Que regarder sur les cadres ?', en: 'What to look for on the frames' },
          summary: {
            ar: 'كل فحص يجيب عن أربعة أسئلة: هل الملكة تضع؟ هل الحضنة سليمة؟ هل الغذاء كافٍ؟ هل هناك بيوت ملكية؟ تتعلم قراءة الإطار وتسجيل الملاحظات.',
            fr: 'Chaque visite répond à quatre questions : la reine pond-elle ? Le couvain est-il sain ? Les réserves suffisent-elles ? Y a-t-il des cellules royales ? Vous apprenez à lire un cadre et à noter vos observations.',
            en: 'Every inspection answers four questions: is the queen laying? Is the brood healthy? Are stores enough? Are there queen cells? You learn to read a frame and record what you see.',
          },
          about: {
            ar: 'السؤال الأول: هل يوجد بيض حديث؟ لا حاجة لرؤية الملكة، فالبيض القائم يكفي دليلًا. السؤال الثاني: الحضنة المغلقة يجب أن تكون متراصة بقليل من العيون الفارغة؛ الحضنة المتقطعة جدًا أو الأغطية المثقوبة والغائرة أو الرائحة الكريهة علامات مرض تستدعي استشارة مختص. السؤال الثالث: هل يوجد عسل وحبوب لقاح كافية؟ في الحضنة يجب أن يحيط العسل وحبوب اللقاح بالحضنة من الأعلى والجوانب. السؤال الرابع: البيوت الملكية في أسفل الإطارات تعني غالبًا استعدادًا للتطريد، وفي وسط الإطار قد تعني استبدال الملكة. افحص أيضًا الحشرات على النحل كالفاروا. سجّل كل فحص: التاريخ، وعدد إطارات الحضنة، والغذاء، والسلوك، وما فعلته.',
            fr: "Première question : y a-t-il des œufs frais ? Inutile de voir la reine, les œufs dressés suffisent. Deuxième : le couvain operculé doit être compact, avec peu de cellules vides ; un couvain très troué, des opercules percés et affaissés ou une mauvaise odeur sont des signes de maladie qui demandent l'avis d'un spécialiste. Troisième : les réserves de miel et de pollen suffisent-elles ? Elles doivent entourer le couvain par le haut et les côtés. Quatrième : des cellules royales au bas des cadres annoncent souvent l'essaimage ; au milieu du cadre, elles peuvent signaler un remplacement de la reine. Regardez aussi les parasites sur les abeilles, comme le varroa. Notez chaque visite : date, nombre de cadres de couvain, réserves, comportement et interventions.",
            en: 'First question: are there fresh eggs? You do not need to see the queen; upright eggs are proof enough. Second: capped brood should be compact with few empty cells; very patchy brood, sunken or holed cappings, or a bad smell are disease signs that call for expert advice. Third: are honey and pollen stores enough? They should surround the brood above and at the sides. Fourth: queen cells along the bottom of frames usually mean the colony is preparing to swarm; in the middle of a frame they may mean the queen is being replaced. Also check for parasites on bees, such as varroa. Record each inspection: date, frames of brood, stores, temper and what you did.',
          },
          video: 'clip-c',
        },
      ],
    },
    {
      title: { ar: 'التغذية ومنع التطريد', fr: 'Nourrissement et essaimage', en: 'Feeding and swarming' },
      lessons: [
        {
          title: { ar: 'التغذية في فترات الندرة', fr: 'Nourrir pendant les disettes', en: 'Feeding in dearth periods' },
          summary: {
            ar: 'عندما لا توجد أزهار قد تجوع الطائفة. المحلول السكري الخفيف يحفز وضع البيض، والكثيف يبني المخزون. تتعلم التحضير والتوقيت وتجنب السرقة.',
            fr: 'Sans floraison, la colonie peut avoir faim. Le sirop léger stimule la ponte, le sirop épais constitue des réserves. Vous apprenez la préparation, le bon moment et comment éviter le pillage.',
            en: 'With no flowers, a colony can starve. Thin syrup stimulates laying, thick syrup builds stores. You learn preparation, timing and how to avoid robbing.',
          },
          about: {
            ar: 'ارفع الجهة الخلفية للخلية بيدك: إذا كانت خفيفة جدًا فالمخزون ناقص. محلول 1 إلى 1 (كيلوغرام سكر أبيض في لتر ماء دافئ) يحفز الملكة على وضع البيض قبل موسم الرحيق. محلول 2 إلى 1 (كيلوغرامان في لتر) يُقدم لبناء المخزون قبل فترة الندرة. قدّم الغذاء في المساء، داخل الخلية في مغذٍّ علوي أو إطار مغذٍّ، ولا تسكب السكر خارج الخلية أبدًا لأنه يسبب السرقة بين الطوائف. ضيّق المدخل في فترة الندرة لتسهيل الدفاع. لا تستعمل أبدًا عسلًا مجهول المصدر للتغذية، لأنه قد ينقل أمراضًا خطيرة. ولا تغذِّ بالسكر عندما تكون صناديق العسل فوق الخلية، حتى لا يختلط السكر بالعسل المعد للبيع.',
            fr: "Soulevez l'arrière de la ruche à la main : si elle est très légère, les réserves manquent. Le sirop 1:1 (un kilo de sucre blanc pour un litre d'eau tiède) stimule la ponte avant la miellée. Le sirop 2:1 (deux kilos pour un litre) sert à constituer des réserves avant la disette. Nourrissez le soir, à l'intérieur de la ruche, avec un nourrisseur couvre-cadres ou un cadre nourrisseur, et ne versez jamais de sucre hors de la ruche : cela déclenche le pillage entre colonies. Réduisez l'entrée en période de disette pour faciliter la défense. N'utilisez jamais de miel d'origine inconnue pour nourrir : il peut transmettre des maladies graves. Et ne nourrissez pas au sucre quand les hausses sont en place, pour ne pas mélanger sucre et miel destiné à la vente.",
            en: 'Lift the back of the hive by hand: if it feels very light, stores are short. A 1:1 syrup (one kilo of white sugar per litre of warm water) stimulates laying before a flow. A 2:1 syrup (two kilos per litre) builds stores before a dearth. Feed in the evening, inside the hive with a top feeder or a frame feeder, and never pour sugar outside the hive: it starts robbing between colonies. Narrow the entrance during a dearth so the bees can defend it. Never feed honey of unknown origin, as it can carry serious diseases. And do not feed sugar while honey supers are on, so sugar never ends up in honey for sale.',
          },
          video: 'clip-a',
        },
        {
          title: { ar: 'منع التطريد', fr: "Prévenir l'essaimage", en: 'Preventing swarms' },
          summary: {
            ar: 'التطريد هو تكاثر الطائفة الطبيعي، لكنه يفقدك نصف النحل وموسم العسل. إعطاء المساحة في الوقت المناسب والتقسيم المخطط هما أفضل وقاية. درس للقراءة.',
            fr: "L'essaimage est la reproduction naturelle de la colonie, mais il vous fait perdre la moitié des abeilles et la récolte. Donner de la place à temps et diviser de façon planifiée sont la meilleure prévention. Leçon à lire.",
            en: "Swarming is the colony's natural way to reproduce, but it costs you half the bees and the honey crop. Giving room in time and planned splits are the best prevention. A reading lesson.",
          },
          about: {
            ar: 'عندما تزدحم الخلية في الربيع، تبني الشغالات بيوتًا ملكية، ثم تغادر الملكة القديمة مع نصف النحل تقريبًا قبل خروج الملكة الجديدة. علامات الخطر: ثمانية إطارات أو أكثر مغطاة بالنحل، وقلة العيون الفارغة لوضع البيض، وبيوت ملكية في أسفل الإطارات. الوقاية: أضف صندوق العسل قبل أن يمتلئ صندوق الحضنة، لا بعده. استبدل الملكات التي تجاوز عمرها سنتين، فالملكات الشابة أقل ميلًا للتطريد. إذا وجدت بيوتًا ملكية مغلقة، قسّم الطائفة: انقل الملكة القديمة مع إطارين من الحضنة وإطار غذاء إلى خلية جديدة، واترك البيوت الملكية في الخلية الأصلية. هكذا تكسب طائفة بدل أن تخسر نصف طائفة. موسم التطريد الرئيسي عندنا من مارس إلى مايو.',
            fr: "Quand la ruche est surpeuplée au printemps, les ouvrières construisent des cellules royales, puis la vieille reine part avec environ la moitié des abeilles avant la naissance de la nouvelle. Signes d'alerte : huit cadres ou plus couverts d'abeilles, peu de cellules libres pour la ponte, cellules royales au bas des cadres. Prévention : posez la hausse avant que le corps ne soit plein, pas après. Remplacez les reines de plus de deux ans : les jeunes reines essaiment moins. Si vous trouvez des cellules royales operculées, divisez : mettez la vieille reine avec deux cadres de couvain et un cadre de réserves dans une nouvelle ruche, et laissez les cellules royales dans la ruche d'origine. Vous gagnez ainsi une colonie au lieu de perdre une demi-colonie. Chez nous, la grande saison d'essaimage va de mars à mai.",
            en: 'When a hive gets crowded in spring, workers build queen cells, then the old queen leaves with about half the bees before the new queen emerges. Warning signs: eight or more frames covered with bees, few empty cells for laying, and queen cells along the bottom of frames. Prevention: add the honey super before the brood box is full, not after. Replace queens older than two years, as young queens swarm less. If you find capped queen cells, split the colony: move the old queen with two frames of brood and one of stores into a new hive, and leave the queen cells in the original hive. That way you gain a colony instead of losing half of one. Here, the main swarming season runs from March to May.',
          },
          video: null,
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'visite-ruche-checklist.txt',
      lesson: [2, 1], // What to look for on the frames
      body: `FR - Visite de la ruche : liste de contrôle
Avant : jour calme, plus de 15 °C, tenue complète, enfumoir à fumée froide.
1. Œufs frais ? (reine présente il y a moins de 3 jours)
2. Couvain compact ? Opercules sains, pas de mauvaise odeur ?
3. Réserves de miel et pollen autour du couvain ?
4. Cellules royales ? (bas du cadre = essaimage)
5. Varroa visible sur les abeilles ?
6. Place pour la ponte ? Ajouter une hausse ?
Noter : date, cadres de couvain, réserves, comportement, actions.

AR - فحص الخلية: قائمة المراقبة
قبل الفحص: يوم هادئ، أكثر من 15 درجة، لباس كامل، مدخن بدخان بارد.
1. بيض حديث؟ (الملكة كانت موجودة قبل أقل من 3 أيام)
2. حضنة متراصة؟ أغطية سليمة ولا رائحة كريهة؟
3. مخزون عسل وحبوب لقاح حول الحضنة؟
4. بيوت ملكية؟ (أسفل الإطار = تطريد)
5. فاروا ظاهرة على النحل؟
6. مكان لوضع البيض؟ إضافة عاسلة؟
سجّل: التاريخ، إطارات الحضنة، المخزون، السلوك، ما قمت به.

EN - Hive inspection checklist
Before: calm day, above 15 °C, full suit, smoker with cool smoke.
1. Fresh eggs? (queen present less than 3 days ago)
2. Compact brood? Healthy cappings, no bad smell?
3. Honey and pollen stores around the brood?
4. Queen cells? (bottom of frame = swarming)
5. Varroa visible on bees?
6. Room to lay? Add a super?
Record: date, brood frames, stores, temper, actions.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'كم يومًا تحتاج الشغالة لتنمو من البيضة إلى الحشرة الكاملة؟',
        fr: "Combien de jours faut-il à une ouvrière de l'œuf à l'adulte ?",
        en: 'How many days does a worker take from egg to adult?',
      },
      options: [
        { ar: '16 يومًا', fr: '16 jours', en: '16 days' },
        { ar: '21 يومًا', fr: '21 jours', en: '21 days' },
        { ar: '24 يومًا', fr: '24 jours', en: '24 days' },
        { ar: '40 يومًا', fr: '40 jours', en: '40 days' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: { ar: 'ما دور الذكور في الطائفة؟', fr: 'Quel est le rôle des faux-bourdons ?', en: "What is the drones' role in the colony?" },
      options: [
        { ar: 'تلقيح الملكات', fr: 'Féconder les reines', en: 'Mating with queens' },
        { ar: 'حراسة المدخل', fr: "Garder l'entrée", en: 'Guarding the entrance' },
        { ar: 'جمع الرحيق', fr: 'Butiner le nectar', en: 'Gathering nectar' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'لماذا يُفضل اختيار سلالة نحل محلية؟',
        fr: "Pourquoi choisir une souche d'abeille locale ?",
        en: 'Why choose a local bee strain?',
      },
      options: [
        { ar: 'لأنها لا تلسع أبدًا', fr: "Parce qu'elle ne pique jamais", en: 'Because it never stings' },
        { ar: 'لأنها لا تحتاج إلى ماء', fr: "Parce qu'elle n'a pas besoin d'eau", en: 'Because it needs no water' },
        {
          ar: 'لأنها متأقلمة مع المناخ المحلي',
          fr: "Parce qu'elle est adaptée au climat local",
          en: 'Because it is adapted to the local climate',
        },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'كم يبلغ تقريبًا ممر النحل بين الإطارات؟',
        fr: "Quelle est environ la largeur de l'espace abeille ?",
        en: 'About how wide is the bee space between frames?',
      },
      options: [
        { ar: '1 مم', fr: '1 mm', en: '1 mm' },
        { ar: '3 سم', fr: '3 cm', en: '3 cm' },
        { ar: '10 سم', fr: '10 cm', en: '10 cm' },
        { ar: 'حوالي 8 مم', fr: 'Environ 8 mm', en: 'About 8 mm' },
      ],
      correct: 3,
      module_index: 1,
    },
    {
      text: {
        ar: 'في أي اتجاه يُفضل توجيه مداخل الخلايا؟',
        fr: "Vers où orienter de préférence l'entrée des ruches ?",
        en: 'Which way should hive entrances preferably face?',
      },
      options: [
        { ar: 'نحو الشرق أو الجنوب الشرقي', fr: "Vers l'est ou le sud-est", en: 'East or south-east' },
        { ar: 'نحو الرياح السائدة', fr: 'Face au vent dominant', en: 'Into the prevailing wind' },
        { ar: 'نحو باب المنزل', fr: 'Vers la porte de la maison', en: 'Towards the house door' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'ما نوع الدخان المطلوب من المدخن؟',
        fr: "Quelle fumée doit produire l'enfumoir ?",
        en: 'What kind of smoke should the smoker give?',
      },
      options: [
        { ar: 'دخان أسود كثيف مع لهب', fr: 'Une fumée noire et épaisse avec flammes', en: 'Thick black smoke with flames' },
        { ar: 'دخان أبيض بارد', fr: 'Une fumée blanche et froide', en: 'Cool white smoke' },
        { ar: 'لا حاجة إلى دخان', fr: 'Pas besoin de fumée', en: 'No smoke needed' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'رأيت بيضًا حديثًا لكنك لم تر الملكة. ماذا تستنتج؟',
        fr: 'Vous voyez des œufs frais mais pas la reine. Que conclure ?',
        en: 'You see fresh eggs but not the queen. What do you conclude?',
      },
      options: [
        { ar: 'الطائفة بلا ملكة منذ شهر', fr: 'La colonie est orpheline depuis un mois', en: 'The colony has been queenless for a month' },
        { ar: 'يجب شراء ملكة فورًا', fr: 'Il faut acheter une reine tout de suite', en: 'You must buy a queen at once' },
        {
          ar: 'الملكة كانت موجودة قبل 3 أيام على الأكثر',
          fr: 'La reine était là il y a 3 jours au plus',
          en: 'The queen was there no more than 3 days ago',
        },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: {
        ar: 'ماذا تعني بيوت ملكية في أسفل الإطارات في الربيع؟',
        fr: 'Que signalent des cellules royales au bas des cadres au printemps ?',
        en: 'What do queen cells along the bottom of frames in spring signal?',
      },
      options: [
        { ar: 'استعداد للتطريد', fr: "Une préparation à l'essaimage", en: 'Preparation to swarm' },
        { ar: 'نقص في الماء', fr: "Un manque d'eau", en: 'A lack of water' },
        { ar: 'إصابة بالفاروا', fr: 'Une infestation de varroa', en: 'A varroa infestation' },
      ],
      correct: 0,
      module_index: 2,
    },
    {
      text: {
        ar: 'ما المحلول المناسب لبناء المخزون قبل فترة الندرة؟',
        fr: 'Quel sirop pour constituer des réserves avant la disette ?',
        en: 'Which syrup builds stores before a dearth?',
      },
      options: [
        { ar: '1 كلغ سكر في 4 لترات ماء', fr: "1 kg de sucre pour 4 litres d'eau", en: '1 kg of sugar per 4 litres of water' },
        { ar: '1 كلغ سكر في 1 لتر ماء', fr: "1 kg de sucre pour 1 litre d'eau", en: '1 kg of sugar per 1 litre of water' },
        { ar: 'عسل من مصدر مجهول', fr: "Du miel d'origine inconnue", en: 'Honey of unknown origin' },
        { ar: '2 كلغ سكر في 1 لتر ماء', fr: "2 kg de sucre pour 1 litre d'eau", en: '2 kg of sugar per 1 litre of water' },
      ],
      correct: 3,
      module_index: 3,
    },
    {
      text: {
        ar: 'ما أفضل وقاية من التطريد؟',
        fr: "Quelle est la meilleure prévention de l'essaimage ?",
        en: 'What is the best prevention against swarming?',
      },
      options: [
        { ar: 'إغلاق المدخل تمامًا', fr: "Fermer complètement l'entrée", en: 'Close the entrance completely' },
        {
          ar: 'إضافة صندوق العسل قبل امتلاء صندوق الحضنة',
          fr: 'Poser la hausse avant que le corps soit plein',
          en: 'Add the super before the brood box is full',
        },
        { ar: 'تغذية الطائفة بالعسل', fr: 'Nourrir la colonie au miel', en: 'Feed the colony honey' },
      ],
      correct: 1,
      module_index: 3,
    },
    {
      text: {
        ar: 'لماذا يلزم مصدر ماء قريب من المنحل؟',
        fr: "Pourquoi faut-il un point d'eau près du rucher ?",
        en: 'Why does an apiary need water nearby?',
      },
      options: [
        { ar: 'لغسل الخلايا كل يوم', fr: 'Pour laver les ruches chaque jour', en: 'To wash the hives every day' },
        {
          ar: 'لأن النحل لا يشرب إلا ماء المطر',
          fr: "Parce que les abeilles ne boivent que l'eau de pluie",
          en: 'Because bees only drink rainwater',
        },
        {
          ar: 'لأن النحل يحتاج الماء لتبريد الخلية وتغذية الحضنة',
          fr: 'Parce que les abeilles en ont besoin pour refroidir la ruche et nourrir le couvain',
          en: 'Because bees need it to cool the hive and feed the brood',
        },
      ],
      correct: 2,
      module_index: 1,
    },
    {
      text: {
        ar: 'في أي وقت يُفضل فتح الخلية للفحص؟',
        fr: 'À quel moment vaut-il mieux ouvrir la ruche pour la visiter ?',
        en: 'When is it best to open a hive for an inspection?',
      },
      options: [
        {
          ar: 'في يوم دافئ وهادئ وسط النهار',
          fr: 'Par une journée douce et calme, en milieu de journée',
          en: 'On a warm, calm day around midday',
        },
        { ar: 'في الليل تحت المطر', fr: 'La nuit, sous la pluie', en: 'At night in the rain' },
        { ar: 'أثناء رياح قوية', fr: 'Par grand vent', en: 'In strong wind' },
        { ar: 'مباشرة بعد عاصفة رعدية', fr: 'Juste après un orage', en: 'Right after a thunderstorm' },
      ],
      correct: 0,
      module_index: 2,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Mohamed Ait Lahcen',
      description: "Enfin une formation claire ! J'ai installé ma première ruchette à Azilal en suivant les étapes.",
    },
    { rating: 5, author: 'زينب الحمداوي', description: 'درس الفحص ممتاز، لم أعد أخاف من فتح الخلية. شكرًا.' },
    { rating: 4, author: 'Samuel Okello', description: 'Great introduction. The checklist is laminated and lives in my smoker box now.' },
    { rating: 4, author: null, description: "Très bien pour commencer, j'aurais aimé une partie sur les maladies." },
  ],
};
