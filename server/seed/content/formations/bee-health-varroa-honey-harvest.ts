import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'bee-health-varroa-honey-harvest',
  topic: 'beekeeping',
  level: 'intermediate',
  price_centimes: 49900,
  title: {
    ar: 'صحة النحل: مكافحة الفاروا وجني العسل',
    fr: 'Santé des abeilles : lutte contre le varroa et récolte du miel',
    en: 'Bee health: varroa control and honey harvest',
  },
  description: {
    ar: 'للنحالين الذين يملكون خلايا: عدّ الفاروا ومعالجتها في الوقت المناسب، والتعرف على أمراض الحضنة والدبور، ثم جني العسل واستخلاصه وتخزينه بجودة عالية. دورة تحمي طوائفك وتحسن قيمة عسلك.',
    fr: 'Pour les apiculteurs qui ont déjà des ruches : compter et traiter le varroa au bon moment, reconnaître les maladies du couvain et le frelon, puis récolter, extraire et stocker un miel de qualité. Une formation qui protège vos colonies et valorise votre miel.',
    en: 'For beekeepers who already keep hives: count and treat varroa at the right time, recognise brood diseases and hornets, then harvest, extract and store high-quality honey. A course that protects your colonies and adds value to your honey.',
  },
  modules: [
    {
      title: { ar: 'الفاروا', fr: 'Le varroa', en: 'Varroa' },
      lessons: [
        {
          title: { ar: 'الفاروا: التهديد الأول', fr: 'Le varroa, menace numéro un', en: 'Varroa: the number one threat' },
          summary: {
            ar: 'الفاروا قرادة تتكاثر داخل الحضنة المغلقة وتنقل فيروسات خطيرة. بدون متابعة تموت الطائفة عادة خلال سنتين إلى ثلاث. تتعلم دورة حياتها ولماذا يجب مراقبتها دائمًا.',
            fr: 'Le varroa est un acarien qui se reproduit dans le couvain operculé et transmet des virus graves. Sans suivi, une colonie meurt en général en deux à trois ans. Vous apprenez son cycle et pourquoi il faut toujours le surveiller.',
            en: 'Varroa is a mite that breeds inside capped brood and spreads serious viruses. Without monitoring, a colony usually dies within two to three years. You learn its life cycle and why it must always be watched.',
          },
          about: {
            ar: 'الفاروا Varroa destructor قرادة بنية حمراء بحجم رأس الدبوس تقريبًا، تلتصق بالنحل البالغ وتتغذى عليه. تدخل الأنثى عين الحضنة قبل إغلاقها بقليل وتضع بيضها على اليرقة، وتفضل حضنة الذكور لأنها تبقى مغلقة مدة أطول. لذلك يرتفع عدد الفاروا بسرعة في الربيع والصيف مع كثرة الحضنة. الضرر الأكبر ليس في امتصاص الغذاء فقط بل في نقل الفيروسات، خاصة فيروس تشوه الأجنحة: ترى نحلًا بأجنحة منكمشة يزحف أمام الخلية. عندما تظهر هذه الأعراض يكون الوقت قد تأخر غالبًا. الفاروا موجودة في كل منحل تقريبًا، فالسؤال ليس هل توجد، بل كم عددها. لهذا يعتمد النحال الجيد على العد المنتظم لا على العين المجردة.',
            fr: "Varroa destructor est un acarien brun-rouge de la taille d'une tête d'épingle, qui s'accroche aux abeilles adultes et s'en nourrit. La femelle entre dans une cellule de couvain juste avant l'operculation et pond sur la larve ; elle préfère le couvain de mâles, operculé plus longtemps. Le varroa se multiplie donc vite au printemps et en été, quand le couvain abonde. Le pire dégât n'est pas la ponction, mais la transmission de virus, surtout celui des ailes déformées : on voit des abeilles aux ailes fripées ramper devant la ruche. Quand ces signes apparaissent, il est souvent trop tard. Le varroa est présent dans presque tous les ruchers : la question n'est pas s'il y en a, mais combien. Le bon apiculteur compte régulièrement au lieu de se fier à l'œil.",
            en: 'Varroa destructor is a reddish-brown mite about the size of a pinhead that clings to adult bees and feeds on them. The female enters a brood cell just before it is capped and lays eggs on the larva; she prefers drone brood, which stays capped longer. So varroa numbers rise fast in spring and summer when there is plenty of brood. The worst harm is not the feeding but the viruses it spreads, especially deformed wing virus: you see bees with shrivelled wings crawling in front of the hive. By the time these signs appear, it is often too late. Varroa is in almost every apiary; the question is not whether it is there but how many. A good beekeeper counts regularly instead of trusting the naked eye.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: {
            ar: 'عدّ الفاروا: طريقة السكر والكحول',
            fr: 'Compter le varroa : sucre glace et alcool',
            en: 'Counting varroa: sugar roll and alcohol wash',
          },
          summary: {
            ar: 'عيّنة من حوالي 300 نحلة تعطي نسبة الإصابة في دقائق. فوق حوالي 3% يجب المعالجة. تتعلم أخذ العيّنة وحساب النسبة بأمان للملكة.',
            fr: "Un échantillon d'environ 300 abeilles donne le taux d'infestation en quelques minutes. Au-delà d'environ 3 %, il faut traiter. Vous apprenez à prélever et calculer le taux sans risque pour la reine.",
            en: 'A sample of about 300 bees gives the infestation rate in minutes. Above about 3%, you must treat. You learn to take the sample and work out the rate without risking the queen.',
          },
          about: {
            ar: 'اختر إطارًا من الحضنة المفتوحة، وتأكد أولًا أن الملكة ليست عليه. هزّ النحل في وعاء واملأ كوبًا قياسه نصف كوب تقريبًا (حوالي 100 مل)، أي حوالي 300 نحلة. طريقة السكر: ضع النحل في برطمان بغطاء شبكي، وأضف ملعقتين من سكر الحلويات الناعم، ودحرجه دقيقتين، ثم اتركه دقيقتين واقلبه فوق صحن أبيض وهزّه: تسقط الفاروا ويعود النحل حيًا إلى الخلية. طريقة الكحول أو الماء بالصابون أدق لكنها تقتل العيّنة. عدّ القرادات واقسم العدد على 3 لتحصل على النسبة في المئة. مثال: 12 قرادة في 300 نحلة تعني 4%. فوق حوالي 3% في الصيف يجب المعالجة بسرعة. كرر العد مرة في الشهر في موسم النشاط، وبعد كل معالجة للتأكد من نجاحها.',
            fr: "Choisissez un cadre de couvain ouvert, en vérifiant d'abord que la reine n'y est pas. Secouez les abeilles dans un bac et remplissez une mesure d'environ un demi-verre (100 ml), soit environ 300 abeilles. Méthode du sucre : mettez les abeilles dans un bocal à couvercle grillagé, ajoutez deux cuillères de sucre glace, roulez deux minutes, attendez deux minutes, puis retournez et secouez au-dessus d'une assiette blanche : les varroas tombent et les abeilles retournent vivantes dans la ruche. L'alcool ou l'eau savonneuse est plus précis mais tue l'échantillon. Comptez les acariens et divisez par 3 pour obtenir le pourcentage. Exemple : 12 varroas pour 300 abeilles = 4 %. Au-delà d'environ 3 % en été, il faut traiter vite. Comptez une fois par mois en saison, et après chaque traitement pour vérifier son efficacité.",
            en: 'Pick a frame of open brood, first making sure the queen is not on it. Shake the bees into a tub and fill a measure of about half a cup (100 ml), which is about 300 bees. Sugar roll: put the bees in a jar with a mesh lid, add two spoons of icing sugar, roll for two minutes, wait two minutes, then turn it over and shake onto a white plate: mites fall out and the bees go back alive into the hive. An alcohol or soapy water wash is more accurate but kills the sample. Count the mites and divide by 3 to get the percentage. Example: 12 mites in 300 bees is 4%. Above about 3% in summer, treat quickly. Count once a month in the active season, and after each treatment to check it worked.',
          },
          video: 'clip-b',
        },
        {
          title: { ar: 'طرق المعالجة وتوقيتها', fr: 'Traitements et calendrier', en: 'Treatment options and timing' },
          summary: {
            ar: 'أفضل أوقات المعالجة هي بعد جني العسل في نهاية الصيف، وفي فترة انعدام الحضنة في الشتاء. استعمل فقط منتجات مرخصة وبدّل المادة الفعالة. تتعلم مزايا كل طريقة وحدودها.',
            fr: "Les meilleurs moments pour traiter sont après la récolte en fin d'été et pendant l'arrêt de ponte en hiver. N'utilisez que des produits autorisés et alternez les matières actives. Vous apprenez les atouts et limites de chaque méthode.",
            en: 'The best times to treat are after the honey harvest in late summer and during the broodless period in winter. Use only approved products and rotate active ingredients. You learn the strengths and limits of each method.',
          },
          about: {
            ar: 'المعالجة الرئيسية تكون مباشرة بعد آخر جني في نهاية الصيف، لحماية النحل الذي سيعيش طوال الشتاء. شرائط الأميتراز توضع بين إطارات الحضنة لمدة 6 إلى 10 أسابيع حسب التعليمات. الثيمول فعال عندما تكون الحرارة بين حوالي 15 و25 درجة، ويضعف في البرد ويزعج النحل في الحر الشديد. حمض الفورميك يصل إلى الفاروا داخل الحضنة المغلقة لكنه حساس للحرارة. حمض الأوكساليك فعال جدًا على النحل، لكنه لا يصل إلى داخل الحضنة، لذا يُستعمل عندما تكون الطائفة بلا حضنة في الشتاء. طريقة مساعدة دون دواء: ضع إطارًا لحضنة الذكور في الربيع وأزله بعد إغلاقه. قواعد ثابتة: منتجات مرخصة من السلطات البيطرية فقط، ولا معالجة وصناديق العسل فوق الخلية، وعالج كل خلايا المنحل في الوقت نفسه، وبدّل المادة الفعالة كل سنة لتجنب المقاومة.',
            fr: "Le traitement principal se fait juste après la dernière récolte, en fin d'été, pour protéger les abeilles qui passeront l'hiver. Les lanières à l'amitraz se placent entre les cadres de couvain pendant 6 à 10 semaines selon la notice. Le thymol agit bien entre environ 15 et 25 °C, moins au froid, et dérange les abeilles par forte chaleur. L'acide formique atteint le varroa dans le couvain operculé mais dépend de la température. L'acide oxalique est très efficace sur les abeilles mais n'entre pas dans le couvain : on l'utilise quand la colonie est sans couvain, en hiver. Méthode d'appoint sans médicament : placer un cadre à mâles au printemps et le retirer une fois operculé. Règles fixes : uniquement des produits autorisés par les services vétérinaires, jamais de traitement avec les hausses en place, traiter toutes les ruches du rucher en même temps et alterner chaque année la matière active pour éviter les résistances.",
            en: 'The main treatment comes right after the last harvest in late summer, to protect the bees that will live through winter. Amitraz strips go between brood frames for 6 to 10 weeks as the leaflet says. Thymol works well between about 15 and 25 °C, less in cold weather, and disturbs bees in great heat. Formic acid reaches mites inside capped brood but depends on temperature. Oxalic acid is very effective on bees but does not get into brood, so it is used when the colony is broodless in winter. A drug-free helper method: put in a drone comb frame in spring and remove it once capped. Fixed rules: only products approved by the veterinary authorities, never treat with honey supers on, treat every hive in the apiary at the same time, and rotate the active ingredient each year to avoid resistance.',
          },
          video: 'clip-c',
        },
      ],
    },
    {
      title: { ar: 'أمراض وأعداء آخرون', fr: 'Autres maladies et ennemis', en: 'Other diseases and enemies' },
      lessons: [
        {
          title: { ar: 'أمراض الحضنة', fr: 'Les maladies du couvain', en: 'Brood diseases' },
          summary: {
            ar: 'تعفن الحضنة الأمريكي مرض خطير ومعدٍ يجب التبليغ عنه، والحضنة الطباشيرية أقل خطورة. تتعلم التعرف على الأعراض واختبار عود الثقاب. عند الشك، اتصل بالمصالح البيطرية.',
            fr: "La loque américaine est une maladie grave et contagieuse à déclarer ; le couvain plâtré est moins grave. Vous apprenez à reconnaître les symptômes et le test de l'allumette. En cas de doute, contactez les services vétérinaires.",
            en: 'American foulbrood is a serious, contagious disease that must be reported; chalkbrood is less serious. You learn to recognise the symptoms and the matchstick test. When in doubt, call the veterinary services.',
          },
          about: {
            ar: 'تعفن الحضنة الأمريكي تسببه بكتيريا تكوّن أبواغًا تعيش سنوات في الشمع والعسل والمعدات. الأعراض: حضنة متقطعة، وأغطية غائرة داكنة مثقوبة، ورائحة كريهة. اختبار عود الثقاب: أدخل عودًا في عين مشبوهة واسحبه ببطء؛ إذا امتد خيط بني لزج بطول 2 إلى 3 سم فالإصابة محتملة جدًا. لا تنقل أي إطار من هذه الخلية إلى خلية أخرى، وأغلقها لمنع السرقة، واتصل فورًا بالمصالح البيطرية (أونسا)، فالمرض يجب التبليغ عنه وقد يتطلب إحراق الخلية. تعفن الحضنة الأوروبي يعطي يرقات ملتوية صفراء دون خيط لزج. الحضنة الطباشيرية تظهر يرقات محنطة بيضاء أو رمادية كقطع الطباشير، وترتبط بالرطوبة: حسّن التهوية واستبدل الملكة. جدّد كل سنة إطارين أو ثلاثة من الأقراص القديمة الداكنة.',
            fr: "La loque américaine est due à une bactérie dont les spores survivent des années dans la cire, le miel et le matériel. Symptômes : couvain en mosaïque, opercules affaissés, foncés et percés, mauvaise odeur. Test de l'allumette : enfoncez une allumette dans une cellule suspecte et retirez-la lentement ; si un filament brun et gluant s'étire sur 2 à 3 cm, la loque est très probable. Ne déplacez aucun cadre de cette ruche vers une autre, fermez-la pour éviter le pillage et appelez tout de suite les services vétérinaires (ONSSA) : la maladie est à déclaration obligatoire et peut imposer de brûler la ruche. La loque européenne donne des larves jaunes, tordues, sans filament. Le couvain plâtré montre des larves momifiées blanches ou grises comme de la craie ; il est lié à l'humidité : améliorez l'aération et changez la reine. Renouvelez chaque année deux ou trois vieux cadres sombres.",
            en: 'American foulbrood is caused by a bacterium whose spores survive for years in wax, honey and equipment. Symptoms: patchy brood, sunken, dark, holed cappings and a foul smell. Matchstick test: push a match into a suspect cell and pull it out slowly; if a brown, sticky thread stretches 2 to 3 cm, foulbrood is very likely. Move no frames from that hive to another, close it to prevent robbing and call the veterinary services (ONSSA) at once: the disease must be reported and may require burning the hive. European foulbrood gives twisted, yellowish larvae with no ropy thread. Chalkbrood shows mummified white or grey larvae like bits of chalk; it is linked to damp, so improve ventilation and requeen. Replace two or three old, dark combs every year.',
          },
          video: 'clip-a',
        },
        {
          title: {
            ar: 'النوزيما والدبور والتسمم بالمبيدات',
            fr: 'Nosémose, frelon et intoxications',
            en: 'Nosema, hornets and pesticide poisoning',
          },
          summary: {
            ar: 'الإسهال على واجهة الخلية، والدبابير التي تصطاد النحل أمام المدخل، والنحل الميت بكثرة بعد رش الحقول مشاكل شائعة. لكل منها علامات وحلول. تتعلم التصرف بسرعة.',
            fr: "Diarrhée sur la façade, frelons qui chassent devant l'entrée, abeilles mortes en masse après un traitement des champs : des problèmes fréquents. Chacun a ses signes et ses solutions. Vous apprenez à réagir vite.",
            en: 'Diarrhoea on the hive front, hornets hunting at the entrance, heaps of dead bees after crop spraying: common problems. Each has its signs and fixes. You learn to act fast.',
          },
          about: {
            ar: 'النوزيما طفيلي يصيب أمعاء النحل، وقد يظهر كبقع إسهال على واجهة الخلية وإطاراتها، وبضعف الطائفة في الربيع. الوقاية: نظافة المعدات، وتجديد الأقراص، وتغذية جيدة، ومنحل غير رطب. الدبور الشرقي يكثر في الصيف، خاصة في المناطق الحارة، ويصطاد النحل أمام المدخل حتى تتوقف السارحات عن الخروج. ضيّق المداخل، وضع مصائد بطُعم (ماء مع سكر وقليل من الخل أو السمك) بعيدًا قليلًا عن الخلايا، ودمّر الأعشاش القريبة بمساعدة مختص. التسمم بالمبيدات يظهر بأكوام من النحل الميت أو المرتجف أمام الخلايا فجأة بعد رش قريب. تحدّث مع الفلاحين المجاورين: اطلب منهم الرش في المساء بعد توقف النحل، وعدم الرش أثناء الإزهار، وإخبارك مسبقًا لتغلق الخلايا أو تنقلها.',
            fr: "La nosémose est un parasite de l'intestin des abeilles ; elle peut se voir par des taches de diarrhée sur la façade et les cadres, et un affaiblissement au printemps. Prévention : matériel propre, renouvellement des cires, bonne alimentation et rucher non humide. Le frelon oriental abonde en été, surtout en zone chaude, et chasse les abeilles devant l'entrée jusqu'à bloquer les sorties. Réduisez les entrées, posez des pièges appâtés (eau sucrée avec un peu de vinaigre ou de poisson) un peu à l'écart des ruches, et faites détruire les nids proches par un spécialiste. L'intoxication se voit par des tas d'abeilles mortes ou tremblantes devant les ruches, soudainement, après un traitement voisin. Parlez aux agriculteurs voisins : traitement le soir après le vol des abeilles, jamais pendant la floraison, et prévenance pour fermer ou déplacer les ruches.",
            en: 'Nosema is a parasite of the bee gut; it can show as diarrhoea spots on the hive front and frames, and a weak colony in spring. Prevention: clean equipment, regular comb renewal, good feeding and a dry apiary. The Oriental hornet is common in summer, especially in hot areas, and hunts bees at the entrance until foragers stop flying. Narrow the entrances, hang baited traps (sugar water with a little vinegar or fish) a short way from the hives, and have nearby nests destroyed by a specialist. Poisoning shows as sudden heaps of dead or trembling bees in front of hives after nearby spraying. Talk to neighbouring farmers: ask them to spray in the evening after bees stop flying, never during flowering, and to warn you so you can close or move the hives.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'جني العسل', fr: 'La récolte du miel', en: 'Harvesting honey' },
      lessons: [
        {
          title: {
            ar: 'متى نجني؟ الأغطية والرطوبة',
            fr: 'Quand récolter ? Opercules et humidité',
            en: 'When to harvest: cappings and moisture',
          },
          summary: {
            ar: 'العسل الناضج مغطى بالشمع ورطوبته أقل من 18%. العسل الرطب يتخمر ويفسد. تتعلم اختيار الإطارات الجاهزة وإخراج النحل منها بلطف.',
            fr: "Un miel mûr est operculé et contient moins de 18 % d'eau. Un miel trop humide fermente et se gâte. Vous apprenez à choisir les cadres prêts et à en chasser les abeilles en douceur.",
            en: 'Ripe honey is capped and holds less than 18% water. Honey that is too wet ferments and spoils. You learn to pick ready frames and clear bees from them gently.',
          },
          about: {
            ar: 'يجمع النحل الرحيق الذي يحتوي على كثير من الماء، ثم يجففه ويغطيه بالشمع عندما ينضج. اجنِ فقط الإطارات المغطاة بنسبة 80% على الأقل. اختبار بسيط: أمسك الإطار أفقيًا فوق الخلية وهزّه بقوة؛ إذا تساقطت قطرات رحيق فالعسل لم ينضج بعد. أدق وسيلة هي جهاز قياس الانكسار (الريفراكتومتر) الذي يعطي نسبة الرطوبة في ثوانٍ: الهدف أقل من 18%، والحد الأقصى المقبول عمومًا 20%. فوق ذلك تتكاثر الخمائر ويتخمر العسل. لإخراج النحل من صناديق العسل، ضع لوح هروب النحل تحتها قبل 24 إلى 48 ساعة، أو استعمل فرشاة ناعمة، وقلّل الدخان حتى لا يتأثر طعم العسل. اجنِ في يوم مشمس وخلال تدفق الرحيق إن أمكن لتقليل السرقة، واترك دائمًا للطائفة ما يكفيها من غذاء.',
            fr: "Les abeilles récoltent un nectar très riche en eau, puis le sèchent et l'operculent quand il est mûr. Ne récoltez que des cadres operculés à au moins 80 %. Test simple : tenez le cadre à plat au-dessus de la ruche et secouez fort ; si des gouttes de nectar tombent, le miel n'est pas mûr. L'outil le plus précis est le réfractomètre, qui donne le taux d'humidité en quelques secondes : visez moins de 18 %, le maximum généralement admis étant 20 %. Au-delà, les levures se multiplient et le miel fermente. Pour libérer les hausses des abeilles, placez un chasse-abeilles dessous 24 à 48 heures avant, ou utilisez une brosse douce, avec peu de fumée pour ne pas altérer le goût. Récoltez par beau temps, si possible pendant une miellée pour limiter le pillage, et laissez toujours assez de réserves à la colonie.",
            en: 'Bees gather nectar that is mostly water, then dry it and cap it with wax when it is ripe. Harvest only frames that are at least 80% capped. Simple test: hold the frame flat over the hive and shake it hard; if drops of nectar fall, the honey is not ripe. The most accurate tool is a refractometer, which gives the moisture content in seconds: aim for under 18%, with 20% the generally accepted maximum. Above that, yeasts multiply and the honey ferments. To clear bees from supers, put a bee escape board under them 24 to 48 hours ahead, or use a soft brush, with little smoke so the taste is not spoiled. Harvest on a fine day, during a flow if possible to limit robbing, and always leave the colony enough stores.',
          },
          video: 'clip-c',
        },
        {
          title: { ar: 'الاستخلاص والنظافة', fr: 'Extraction et hygiène', en: 'Extraction and hygiene' },
          summary: {
            ar: 'العسل غذاء ويجب التعامل معه كغذاء: غرفة نظيفة مغلقة أمام النحل ومعدات من مواد صالحة للأغذية. فك الأغطية، والفرز، والتصفية، والترويق هي المراحل. تتعلم كل مرحلة دون تسخين العسل.',
            fr: 'Le miel est un aliment et se traite comme tel : local propre fermé aux abeilles, matériel de qualité alimentaire. Désoperculation, extraction, filtration et maturation sont les étapes. Vous apprenez chaque étape sans chauffer le miel.',
            en: 'Honey is food and must be handled as food: a clean room closed to bees and food-grade equipment. Uncapping, extracting, straining and settling are the steps. You learn each step without heating the honey.',
          },
          about: {
            ar: 'استعمل غرفة نظيفة، بأرضية وجدران سهلة الغسل، ونوافذ بشباك لمنع دخول النحل. كل المعدات يجب أن تكون من الفولاذ المقاوم للصدأ أو من البلاستيك الغذائي؛ لا تستعمل الحديد المغلفن ولا الأواني المصدئة. اغسل يديك والبس غطاء رأس. فك الأغطية بسكين أو شوكة خاصة فوق حوض يجمع الشمع والعسل. ضع الإطارات في الفرّازة وابدأ بسرعة منخفضة ثم زدها تدريجيًا حتى لا تنكسر الأقراص. صفِّ العسل بمصفاة مزدوجة (خشنة ثم ناعمة)، ثم اتركه في وعاء الترويق مغطى يومين إلى ثلاثة أيام لتصعد الفقاعات والشوائب، وأزل الرغوة قبل التعبئة. لا تسخّن العسل فوق 40 درجة، فالحرارة تدمر خصائصه وترفع مادة HMF التي تكشفها التحاليل. أعد الإطارات المفرزة إلى الخلايا في المساء لينظفها النحل.',
            fr: "Travaillez dans un local propre, aux sols et murs lavables, avec des moustiquaires aux fenêtres pour empêcher les abeilles d'entrer. Tout le matériel doit être en inox ou en plastique alimentaire : jamais de fer galvanisé ni de récipients rouillés. Lavez-vous les mains et portez une charlotte. Désoperculez au couteau ou à la fourchette au-dessus d'un bac qui recueille cire et miel. Placez les cadres dans l'extracteur et commencez lentement, puis accélérez peu à peu pour ne pas casser les rayons. Filtrez avec un double tamis (gros puis fin), puis laissez le miel dans le maturateur couvert deux à trois jours pour que bulles et impuretés remontent, et écumez avant la mise en pots. Ne chauffez jamais le miel au-delà de 40 °C : la chaleur détruit ses qualités et fait monter l'HMF que les analyses détectent. Rendez les cadres extraits aux ruches le soir pour que les abeilles les nettoient.",
            en: 'Work in a clean room with washable floors and walls, and screens on the windows to keep bees out. All equipment must be stainless steel or food-grade plastic: never galvanised iron or rusty containers. Wash your hands and wear a hair cover. Uncap with a knife or fork over a tray that collects wax and honey. Load frames into the extractor, start slowly and speed up gradually so combs do not break. Strain through a double sieve (coarse, then fine), then leave the honey covered in a settling tank for two to three days so bubbles and debris rise, and skim the foam before jarring. Never heat honey above 40 °C: heat destroys its qualities and raises HMF, which lab tests detect. Return the extracted frames to the hives in the evening for the bees to clean.',
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'الجودة والبيع', fr: 'Qualité et vente', en: 'Quality and sales' },
      lessons: [
        {
          title: {
            ar: 'جودة العسل وتخزينه وتوسيمه',
            fr: 'Qualité, stockage et étiquetage du miel',
            en: 'Honey quality, storage and labelling',
          },
          summary: {
            ar: 'العسل الجيد يحافظ على جودته إذا خُزن جيدًا. التبلور ظاهرة طبيعية وليس غشًا. درس للقراءة عن التخزين والتوسيم وبناء ثقة الزبون.',
            fr: "Un bon miel garde sa qualité s'il est bien stocké. La cristallisation est naturelle, ce n'est pas une fraude. Leçon à lire sur le stockage, l'étiquetage et la confiance du client.",
            en: 'Good honey keeps its quality if stored well. Crystallisation is natural, not a sign of fraud. A reading lesson on storage, labelling and earning customer trust.',
          },
          about: {
            ar: 'خزّن العسل في أوانٍ محكمة الإغلاق، لأنه يمتص رطوبة الهواء، في مكان مظلم وبارد نسبيًا بعيدًا عن الروائح القوية. أغلب أنواع العسل تتبلور مع الوقت، بسرعة أكبر عندما تكون غنية بالغلوكوز، مثل عسل الإكليل أو السلجم. التبلور لا يعني أن العسل مغشوش؛ اشرح ذلك لزبائنك. لإعادته سائلًا ضع الإناء في حمام ماء لا تتجاوز حرارته 40 درجة. في التوسيم اذكر على الأقل: اسم المنتوج ونوع العسل إن كان أحاديًا (مثل عسل الزعتر)، والوزن الصافي، واسم المنتج وعنوانه، ورقم الدفعة، والتاريخ الذي يستحسن الاستهلاك قبله. للبيع في المتاجر تحقق من متطلبات أونسا للترخيص الصحي. احتفظ بعيّنة من كل دفعة، وأجرِ تحليلًا للرطوبة والـ HMF عند البيع بكميات كبيرة: الجودة المثبتة تبرر الثمن الجيد.',
            fr: "Stockez le miel dans des récipients bien fermés, car il absorbe l'humidité de l'air, dans un endroit sombre et plutôt frais, loin des odeurs fortes. La plupart des miels cristallisent avec le temps, plus vite s'ils sont riches en glucose, comme le miel de romarin ou de colza. La cristallisation ne veut pas dire que le miel est falsifié : expliquez-le à vos clients. Pour le reliquéfier, mettez le pot au bain-marie sans dépasser 40 °C. Sur l'étiquette, indiquez au moins : la dénomination et l'origine florale si le miel est monofloral (miel de thym par exemple), le poids net, le nom et l'adresse du producteur, le numéro de lot et la date de durabilité minimale. Pour vendre en magasin, vérifiez les exigences de l'ONSSA pour l'autorisation sanitaire. Gardez un échantillon de chaque lot et faites analyser humidité et HMF pour les ventes importantes : une qualité prouvée justifie un bon prix.",
            en: "Store honey in tightly closed containers, because it absorbs moisture from the air, in a dark, fairly cool place away from strong smells. Most honeys crystallise over time, faster when rich in glucose, such as rosemary or rapeseed honey. Crystallisation does not mean the honey is fake: explain this to your customers. To make it liquid again, stand the jar in a water bath no hotter than 40 °C. On the label, give at least: the product name and floral source if it is a single-flower honey (thyme honey, for example), net weight, producer's name and address, batch number and best-before date. To sell in shops, check ONSSA's requirements for health authorisation. Keep a sample from each batch, and have moisture and HMF tested for large sales: proven quality justifies a good price.",
          },
          video: null,
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'calendrier-varroa.txt',
      lesson: [0, 2], // Treatment options and timing
      body: `FR - Calendrier varroa (à adapter à votre région)
Mars-juin : compter chaque mois (300 abeilles, sucre glace). Cadre à mâles retiré une fois operculé.
Juin-août : compter ; si plus de 3 %, traiter dès la dernière récolte.
Fin d'été : traitement principal (produit autorisé, matière active alternée).
Hiver sans couvain : acide oxalique si le comptage le justifie.
Toujours : hausses retirées, toutes les ruches traitées ensemble, noter produit et date.

AR - تقويم الفاروا (يُكيّف حسب منطقتك)
مارس-يونيو: العد كل شهر (300 نحلة، سكر ناعم). إزالة إطار الذكور بعد إغلاقه.
يونيو-غشت: العد، وإذا تجاوزت النسبة 3% تُعالج الطائفة بعد آخر جني مباشرة.
نهاية الصيف: المعالجة الرئيسية (منتج مرخص، مع تبديل المادة الفعالة).
الشتاء دون حضنة: حمض الأوكساليك إذا برر العد ذلك.
دائمًا: إزالة صناديق العسل، معالجة كل الخلايا معًا، تسجيل المنتج والتاريخ.

EN - Varroa calendar (adapt to your area)
March-June: count monthly (300 bees, icing sugar). Remove drone frame once capped.
June-August: count; above 3%, treat right after the last harvest.
Late summer: main treatment (approved product, rotated active ingredient).
Broodless winter: oxalic acid if the count justifies it.
Always: supers off, all hives treated together, record product and date.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'لماذا تفضل الفاروا حضنة الذكور؟',
        fr: 'Pourquoi le varroa préfère-t-il le couvain de mâles ?',
        en: 'Why does varroa prefer drone brood?',
      },
      options: [
        { ar: 'لأنها تبقى مغلقة مدة أطول', fr: "Parce qu'il reste operculé plus longtemps", en: 'Because it stays capped longer' },
        { ar: 'لأنها أقرب إلى المدخل', fr: "Parce qu'il est près de l'entrée", en: 'Because it is near the entrance' },
        { ar: 'لأن الذكور لا تلسع', fr: 'Parce que les mâles ne piquent pas', en: 'Because drones do not sting' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: '12 قرادة في عيّنة من 300 نحلة: ما نسبة الإصابة؟',
        fr: "12 varroas dans 300 abeilles : quel taux d'infestation ?",
        en: '12 mites in a 300-bee sample: what is the infestation rate?',
      },
      options: [
        { ar: '12% من النحل', fr: '12 % des abeilles', en: '12% of bees' },
        { ar: '0.4% من النحل', fr: '0,4 % des abeilles', en: '0.4% of bees' },
        { ar: '4% من النحل', fr: '4 % des abeilles', en: '4% of bees' },
        { ar: '36% من النحل', fr: '36 % des abeilles', en: '36% of bees' },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'متى تكون المعالجة بحمض الأوكساليك أكثر فعالية؟',
        fr: "Quand l'acide oxalique est-il le plus efficace ?",
        en: 'When is oxalic acid most effective?',
      },
      options: [
        {
          ar: 'أثناء تدفق الرحيق وصناديق العسل فوق الخلية',
          fr: 'Pendant la miellée, hausses en place',
          en: 'During a flow with supers on',
        },
        { ar: 'عندما تكون الطائفة بلا حضنة', fr: 'Quand la colonie est sans couvain', en: 'When the colony is broodless' },
        { ar: 'عندما تكون الحضنة في أقصاها', fr: 'Quand le couvain est au maximum', en: 'When brood is at its peak' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'ما القاعدة الصحيحة لمعالجة الفاروا؟',
        fr: 'Quelle règle est correcte pour traiter le varroa ?',
        en: 'Which rule is right for treating varroa?',
      },
      options: [
        { ar: 'معالجة خلية واحدة في كل مرة', fr: 'Traiter une ruche à la fois', en: 'Treat one hive at a time' },
        {
          ar: 'استعمال المادة الفعالة نفسها كل سنة',
          fr: 'Garder la même matière active chaque année',
          en: 'Use the same active ingredient every year',
        },
        { ar: 'المعالجة وصناديق العسل فوق الخلية', fr: 'Traiter avec les hausses en place', en: 'Treat with honey supers on' },
        {
          ar: 'معالجة كل الخلايا معًا وتبديل المادة الفعالة',
          fr: 'Traiter toutes les ruches ensemble et alterner les matières actives',
          en: 'Treat all hives together and rotate active ingredients',
        },
      ],
      correct: 3,
      module_index: 0,
    },
    {
      text: {
        ar: 'ماذا يعني خيط بني لزج بطول 2 إلى 3 سم في اختبار عود الثقاب؟',
        fr: "Un filament brun gluant de 2 à 3 cm au test de l'allumette signale :",
        en: 'A brown, sticky 2 to 3 cm thread in the matchstick test suggests:',
      },
      options: [
        { ar: 'الحضنة الطباشيرية', fr: 'Le couvain plâtré', en: 'Chalkbrood' },
        { ar: 'تعفن الحضنة الأمريكي', fr: 'La loque américaine', en: 'American foulbrood' },
        { ar: 'عسل ناضج', fr: 'Un miel mûr', en: 'Ripe honey' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'كيف تحمي النحل من الدبور الشرقي؟',
        fr: 'Comment protéger les abeilles du frelon oriental ?',
        en: 'How do you protect bees from the Oriental hornet?',
      },
      options: [
        {
          ar: 'تضييق المداخل ووضع مصائد بطُعم',
          fr: 'Réduire les entrées et poser des pièges appâtés',
          en: 'Narrow entrances and set baited traps',
        },
        { ar: 'توسيع المداخل', fr: 'Agrandir les entrées', en: 'Widen the entrances' },
        { ar: 'تغذية النحل بالعسل', fr: 'Nourrir les abeilles au miel', en: 'Feed the bees honey' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'ما الحد المستهدف لرطوبة العسل عند الجني؟',
        fr: 'Quelle humidité viser pour le miel récolté ?',
        en: 'What moisture should harvested honey have?',
      },
      options: [
        { ar: 'أكثر من 25%', fr: 'Plus de 25 %', en: 'More than 25%' },
        { ar: 'حوالي 30%', fr: 'Environ 30 %', en: 'About 30%' },
        { ar: 'أقل من 18%', fr: 'Moins de 18 %', en: 'Less than 18%' },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: {
        ar: 'ما المواد المناسبة لمعدات الاستخلاص؟',
        fr: "Quels matériaux conviennent au matériel d'extraction ?",
        en: 'Which materials suit extraction equipment?',
      },
      options: [
        { ar: 'الحديد المغلفن', fr: 'Le fer galvanisé', en: 'Galvanised iron' },
        {
          ar: 'الفولاذ المقاوم للصدأ أو البلاستيك الغذائي',
          fr: "L'inox ou le plastique alimentaire",
          en: 'Stainless steel or food-grade plastic',
        },
        { ar: 'أي وعاء متوفر', fr: "N'importe quel récipient", en: 'Any container to hand' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'لماذا لا يُسخن العسل فوق 40 درجة؟',
        fr: 'Pourquoi ne pas chauffer le miel au-delà de 40 °C ?',
        en: 'Why not heat honey above 40 °C?',
      },
      options: [
        { ar: 'لأنه يصبح أكثر حلاوة', fr: 'Il devient plus sucré', en: 'It becomes sweeter' },
        { ar: 'لأنه يتبلور فورًا', fr: 'Il cristallise aussitôt', en: 'It crystallises at once' },
        { ar: 'لا يوجد أي سبب', fr: 'Aucune raison', en: 'There is no reason' },
        { ar: 'لأن الحرارة تفسد خصائصه وترفع الـ HMF', fr: "La chaleur l'abîme et fait monter l'HMF", en: 'Heat spoils it and raises HMF' },
      ],
      correct: 3,
      module_index: 2,
    },
    {
      text: {
        ar: 'زبون يشتكي أن العسل تبلور. ماذا تشرح له؟',
        fr: 'Un client se plaint que le miel a cristallisé. Que lui expliquer ?',
        en: 'A customer complains the honey has crystallised. What do you explain?',
      },
      options: [
        { ar: 'أن التبلور ظاهرة طبيعية', fr: 'Que la cristallisation est naturelle', en: 'That crystallisation is natural' },
        { ar: 'أن العسل مغشوش', fr: 'Que le miel est falsifié', en: 'That the honey is fake' },
        { ar: 'أن عليه رميه', fr: "Qu'il doit le jeter", en: 'That he should throw it away' },
      ],
      correct: 0,
      module_index: 3,
    },
    {
      text: {
        ar: 'ماذا تفعل بإطارات خلية مصابة بتعفن الحضنة الأمريكي؟',
        fr: "Que faire des cadres d'une ruche atteinte de loque américaine ?",
        en: 'What do you do with the frames of a hive with American foulbrood?',
      },
      options: [
        { ar: 'نقلها إلى خلية قوية', fr: 'Les donner à une ruche forte', en: 'Give them to a strong hive' },
        {
          ar: 'إتلافها حسب تعليمات المصالح البيطرية',
          fr: 'Les détruire selon les consignes des services vétérinaires',
          en: 'Destroy them as the veterinary services instruct',
        },
        { ar: 'بيع عسلها في السوق', fr: 'En vendre le miel au marché', en: 'Sell their honey at the market' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'أين يُخزن العسل للحفاظ على جودته؟',
        fr: 'Où stocker le miel pour garder sa qualité ?',
        en: 'Where should honey be stored to keep its quality?',
      },
      options: [
        { ar: 'في الشمس ليبقى سائلًا', fr: "Au soleil pour qu'il reste liquide", en: 'In the sun so it stays liquid' },
        { ar: 'في أوانٍ مفتوحة قرب الإسطبل', fr: "Dans des récipients ouverts près de l'étable", en: 'In open containers near the stable' },
        { ar: 'في براميل حديد غير مطلية', fr: 'Dans des fûts en fer non revêtus', en: 'In uncoated iron drums' },
        {
          ar: 'في أوانٍ محكمة الإغلاق في مكان بارد وجاف',
          fr: 'En récipients bien fermés, au frais et au sec',
          en: 'In sealed containers in a cool, dry place',
        },
      ],
      correct: 3,
      module_index: 3,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Rachid Ouazzani',
      description: "Depuis que je compte le varroa au sucre glace, j'ai perdu zéro colonie cet hiver. Merci !",
    },
    { rating: 4, author: 'سعاد البقالي', description: 'معلومات دقيقة عن جني العسل والرطوبة. اشتريت جهاز الريفراكتومتر بعد الدورة.' },
    {
      rating: 5,
      author: 'Ibrahim Sawadogo',
      description: 'The varroa calendar is exactly what our cooperative needed. Practical and well explained.',
    },
    { rating: 3, author: null, description: 'Bon contenu mais dense ; il faut revoir les vidéos plusieurs fois.' },
  ],
};
