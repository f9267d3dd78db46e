import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'conservation-agriculture-direct-seeding',
  topic: 'sustainable-farming',
  level: 'intermediate',
  price_centimes: 39900,
  title: {
    ar: 'الزراعة الحافظة والبذر المباشر في المناطق الجافة',
    fr: 'Agriculture de conservation et semis direct en zone sèche',
    en: 'Conservation agriculture and direct seeding in dry areas',
  },
  description: {
    ar: 'كيف تزرع الحبوب والبقوليات دون حرث، وتحافظ على بقايا المحاصيل، وتخطط دورات زراعية تحمي التربة وتقلل تكاليف الوقود والعمل. دورة للفلاحين الذين يريدون مردودًا أكثر استقرارًا في السنوات الجافة.',
    fr: "Semer céréales et légumineuses sans labour, garder les résidus de culture et planifier des rotations qui protègent le sol tout en réduisant les frais de carburant et de main-d'œuvre. Pour les agriculteurs qui veulent des rendements plus stables les années sèches.",
    en: 'Sow cereals and legumes without ploughing, keep crop residues and plan rotations that protect the soil while cutting fuel and labour costs. For farmers who want steadier yields in dry years.',
  },
  modules: [
    {
      title: {
        ar: 'مبادئ الزراعة الحافظة',
        fr: "Les principes de l'agriculture de conservation",
        en: 'Principles of conservation agriculture',
      },
      lessons: [
        {
          title: { ar: 'المبادئ الثلاثة', fr: 'Les trois principes', en: 'The three principles' },
          summary: {
            ar: 'تقوم الزراعة الحافظة على ثلاثة مبادئ مترابطة: أقل إزعاج للتربة، وغطاء دائم، وتنويع المحاصيل. تطبيق مبدأ واحد فقط لا يكفي. تتعلم لماذا تعمل المبادئ الثلاثة معًا.',
            fr: "L'agriculture de conservation repose sur trois principes liés : perturber le moins possible le sol, le couvrir en permanence et diversifier les cultures. Appliquer un seul principe ne suffit pas. Vous comprenez pourquoi ils fonctionnent ensemble.",
            en: 'Conservation agriculture rests on three linked principles: disturb the soil as little as possible, keep it covered at all times and diversify crops. Applying only one is not enough. You learn why the three work together.',
          },
          about: {
            ar: 'المبدأ الأول: أقل إزعاج للتربة، أي البذر المباشر دون حرث، حيث تفتح آلة البذر شقًا ضيقًا تضع فيه البذرة فقط. المبدأ الثاني: غطاء دائم للتربة ببقايا المحصول السابق أو بمحصول غطائي، ويُنصح بتغطية 30% من السطح على الأقل. المبدأ الثالث: تنويع المحاصيل عبر دورة زراعية تضم الحبوب والبقوليات وأحيانًا الزيتيات. إذا توقفت عن الحرث وأزلت كل البقايا، تتصلب التربة وتنجرف. وإذا تركت البقايا وزرعت القمح بعد القمح، تكثر الأمراض والأعشاب. النتائج تظهر تدريجيًا: تحسن تسرب الماء، وارتفاع المادة العضوية، وتوفير الوقود والوقت، ومردود أكثر استقرارًا في السنوات قليلة الأمطار.',
            fr: "Premier principe : perturber le moins possible le sol, c'est-à-dire semer directement sans labour ; le semoir ouvre une fente étroite juste pour la graine. Deuxième principe : une couverture permanente du sol par les résidus de la culture précédente ou une culture de couverture, avec au moins 30 % de la surface couverte. Troisième principe : diversifier les cultures par une rotation associant céréales, légumineuses et parfois oléagineux. Si vous arrêtez le labour mais enlevez tous les résidus, le sol se tasse et s'érode. Si vous gardez les résidus mais faites blé sur blé, maladies et mauvaises herbes augmentent. Les résultats viennent progressivement : meilleure infiltration, plus de matière organique, économie de carburant et de temps, rendements plus stables les années peu pluvieuses.",
            en: 'First principle: disturb the soil as little as possible, which means direct seeding without ploughing; the seeder opens a narrow slot just for the seed. Second principle: keep the soil permanently covered with residues of the previous crop or a cover crop, with at least 30% of the surface covered. Third principle: diversify crops through a rotation of cereals, legumes and sometimes oilseeds. If you stop ploughing but remove all residues, the soil compacts and erodes. If you keep residues but grow wheat after wheat, diseases and weeds increase. Results come gradually: better water infiltration, more organic matter, savings in fuel and time, and steadier yields in low-rainfall years.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: { ar: 'لماذا يضر الحرث التربة الجافة؟', fr: 'Pourquoi le labour nuit aux sols secs', en: 'Why ploughing harms dry soils' },
          summary: {
            ar: 'الحرث يقلب التربة ويعرّض رطوبتها للشمس والرياح. مع الوقت يكسر بنيتها ويكوّن طبقة صلبة تحت عمق الحرث. فهم هذا يساعدك على اتخاذ قرار التحول.',
            fr: 'Le labour retourne la terre et expose son humidité au soleil et au vent. Avec le temps, il casse la structure et forme une semelle dure sous la profondeur de travail. Comprendre cela aide à décider de la transition.',
            en: 'Ploughing turns the soil over and exposes its moisture to sun and wind. Over time it breaks the structure and forms a hard pan below working depth. Understanding this helps you decide to switch.',
          },
          about: {
            ar: 'في المناطق التي تقل أمطارها عن 400 مم في السنة، كل مليمتر مهم. عند الحرث تُقلب طبقة رطبة إلى السطح فتجف في أيام قليلة. يسرّع الحرث أيضًا تحلل المادة العضوية لأن الهواء يدخل بكثرة، فتنقص تدريجيًا. التربة المحروثة العارية تتكون عليها قشرة بعد أول مطر قوي، فيسيل الماء بدل أن يتسرب ويحمل معه التربة. ومع تكرار الحرث على العمق نفسه تتكون طبقة مضغوطة تمنع الجذور من النزول. أما في البذر المباشر فتبقى قنوات الجذور القديمة وأنفاق الديدان مفتوحة، وتحمي البقايا السطح من الشمس. لهذا تعطي الزراعة الحافظة غالبًا أفضل فرق في المردود خلال السنوات الأكثر جفافًا.',
            fr: "Dans les zones qui reçoivent moins de 400 mm de pluie par an, chaque millimètre compte. Le labour remonte une couche humide en surface, qui sèche en quelques jours. Il accélère aussi la décomposition de la matière organique, car l'air entre en abondance, et celle-ci diminue peu à peu. Un sol labouré et nu forme une croûte après la première forte pluie : l'eau ruisselle au lieu de s'infiltrer et emporte la terre. En labourant toujours à la même profondeur, une semelle tassée se forme et bloque les racines. En semis direct, les anciens canaux de racines et les galeries de vers restent ouverts, et les résidus protègent la surface du soleil. C'est pourquoi l'agriculture de conservation fait souvent la plus grande différence de rendement les années les plus sèches.",
            en: 'Where rainfall is below 400 mm a year, every millimetre counts. Ploughing brings a moist layer to the surface, where it dries within days. It also speeds up the breakdown of organic matter, because air rushes in, so organic matter slowly declines. Bare ploughed soil forms a crust after the first heavy rain: water runs off instead of soaking in, and carries soil away. Ploughing again and again at the same depth creates a compacted pan that stops roots going down. With direct seeding, old root channels and worm burrows stay open, and residues shade the surface from the sun. That is why conservation agriculture often makes the biggest yield difference in the driest years.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'البذر المباشر عمليًا', fr: 'Le semis direct en pratique', en: 'Direct seeding in practice' },
      lessons: [
        {
          title: { ar: 'ضبط آلة البذر المباشر', fr: 'Régler le semoir de semis direct', en: 'Setting up a direct seeder' },
          summary: {
            ar: 'نجاح البذر المباشر يعتمد على آلة مضبوطة جيدًا. عمق البذر وكثافته والضغط على الشق هي الإعدادات الأساسية. تتعلم فحصها في الحقل قبل البذر على كامل المساحة.',
            fr: "La réussite du semis direct dépend d'un semoir bien réglé. Profondeur, densité et fermeture de la fente sont les réglages essentiels. Vous apprenez à les vérifier au champ avant de semer toute la surface.",
            en: 'Direct seeding succeeds with a well-set seeder. Depth, seed rate and slot closing are the key settings. You learn to check them in the field before sowing the whole area.',
          },
          about: {
            ar: 'آلة البذر المباشر تقطع البقايا بقرص أمامي، ثم تفتح شقًا بقرص أو بسن، وتضع البذرة، وتغلق الشق بعجلة ضاغطة. ابدأ بمعايرة الكثافة: ارفع الآلة، وأدر العجلة عددًا من الدورات يعادل مساحة معروفة، واجمع البذور وزنها ثم قارنها بالهدف (مثلًا حوالي 120 إلى 150 كلغ في الهكتار للقمح حسب حجم الحبة). اضبط العمق على 3 إلى 5 سم للقمح والشعير، وافحصه بالحفر خلف الآلة في عدة أماكن بعد 50 مترًا. تأكد أن البذرة ملامسة لتربة رطبة وأن الشق مغلق، وإلا جفت البذرة أو أكلتها الطيور. ابذر عندما تكون التربة رطبة وغير موحلة، وبسرعة معتدلة حتى لا تقفز الآلة.',
            fr: "Le semoir de semis direct coupe les résidus avec un disque avant, ouvre une fente avec un disque ou une dent, dépose la graine et referme la fente avec une roue plombeuse. Commencez par calibrer la densité : soulevez le semoir, tournez la roue le nombre de tours correspondant à une surface connue, pesez les graines récupérées et comparez à l'objectif (environ 120 à 150 kg/ha pour le blé selon la taille du grain). Réglez la profondeur à 3 à 5 cm pour le blé et l'orge, et contrôlez-la en creusant derrière le semoir à plusieurs endroits après 50 mètres. Vérifiez que la graine touche une terre humide et que la fente est refermée, sinon elle sèche ou est mangée par les oiseaux. Semez sur sol humide mais pas boueux, à vitesse modérée pour que le semoir ne saute pas.",
            en: 'A direct seeder cuts through residues with a front disc, opens a slot with a disc or tine, drops the seed and closes the slot with a press wheel. Start by calibrating the seed rate: lift the seeder, turn the wheel the number of turns that matches a known area, weigh the seed collected and compare with the target (about 120 to 150 kg/ha for wheat depending on grain size). Set the depth to 3 to 5 cm for wheat and barley, and check it by digging behind the seeder at several spots after 50 metres. Make sure the seed sits against moist soil and the slot is closed, or the seed dries out or birds eat it. Sow when the soil is moist but not muddy, at a moderate speed so the seeder does not bounce.',
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'تدبير البقايا والأعشاب دون حرث',
            fr: 'Gérer résidus et adventices sans labour',
            en: 'Managing residues and weeds without ploughing',
          },
          summary: {
            ar: 'بدون حرث تحتاج الأعشاب الضارة إلى طرق أخرى. التوزيع الجيد للبقايا والدورة الزراعية والتدخل قبل البذر هي الحلول. السنوات الأولى تتطلب مراقبة أكثر.',
            fr: "Sans labour, les mauvaises herbes demandent d'autres méthodes. Bien répartir les résidus, faire tourner les cultures et intervenir avant le semis sont les solutions. Les premières années demandent plus de surveillance.",
            en: 'Without ploughing, weeds need other methods. Spreading residues evenly, rotating crops and acting before sowing are the answers. The first years need closer watching.',
          },
          about: {
            ar: 'عند الحصاد اطلب من سائق الحاصدة توزيع التبن بالتساوي على عرض الآلة، فالأكوام تعيق آلة البذر وتبرّد التربة بشكل غير متساوٍ. اترك قصبًا بطول 15 إلى 20 سم على الأقل. بالنسبة للأعشاب: انتظر أول مطر لتنبت الأعشاب، ثم تخلص منها قبل البذر إما بالرعي الخفيف أو بالقص أو بمبيد أعشاب مرخص مع احترام الجرعة. الدورة الزراعية سلاح قوي: الأعشاب التي تتكاثر مع القمح تضعف عندما تزرع بقولية أو محصولًا ربيعيًا. افحص الحقل بعد الإنبات بأسبوعين وسجّل الأنواع. غالبًا ما تنخفض ضغوط الأعشاب بعد ثلاث إلى أربع سنوات، لأن بذورها لم تعد تُقلب إلى السطح.',
            fr: "À la moisson, demandez au chauffeur de la moissonneuse d'étaler la paille sur toute la largeur de coupe : les andains gênent le semoir et refroidissent le sol de façon inégale. Laissez un chaume d'au moins 15 à 20 cm. Pour les adventices : attendez la première pluie pour les faire lever, puis éliminez-les avant le semis par un pâturage léger, un fauchage ou un herbicide homologué à la bonne dose. La rotation est une arme puissante : les mauvaises herbes qui prospèrent avec le blé reculent quand vient une légumineuse ou une culture de printemps. Observez la parcelle deux semaines après la levée et notez les espèces. La pression des adventices baisse souvent après trois à quatre ans, car leurs graines ne sont plus remontées en surface.",
            en: 'At harvest, ask the combine driver to spread straw evenly across the cutting width: heaps block the seeder and cool the soil unevenly. Leave stubble at least 15 to 20 cm tall. For weeds: wait for the first rain to make them sprout, then remove them before sowing by light grazing, mowing or an approved herbicide at the correct dose. Rotation is a powerful tool: weeds that thrive with wheat decline when a legume or spring crop follows. Walk the field two weeks after emergence and note the species. Weed pressure often falls after three to four years, because weed seeds are no longer brought back to the surface.',
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'الدورات والتكامل مع الماشية', fr: 'Rotations et élevage', en: 'Rotations and livestock' },
      lessons: [
        {
          title: {
            ar: 'دورات الحبوب والبقوليات في البور',
            fr: 'Rotations céréales-légumineuses en pluvial',
            en: 'Cereal-legume rotations in rainfed land',
          },
          summary: {
            ar: 'إدخال البقوليات بين الحبوب يضيف الآزوت ويقطع دورة الأمراض. القمح بعد الحمص أو الفول أو العدس يحتاج سمادًا آزوتيًا أقل. تتعلم بناء دورة تناسب أمطار منطقتك.',
            fr: "Intercaler des légumineuses entre les céréales apporte de l'azote et casse le cycle des maladies. Un blé après pois chiche, fève ou lentille demande moins d'engrais azoté. Vous apprenez à bâtir une rotation adaptée à votre pluviométrie.",
            en: 'Putting legumes between cereals adds nitrogen and breaks disease cycles. Wheat after chickpea, faba bean or lentil needs less nitrogen fertiliser. You learn to build a rotation that fits your rainfall.',
          },
          about: {
            ar: 'الدورة الشائعة في البور هي حبوب تليها حبوب، وهي تنهك التربة وتكثر أمراض الجذور. البديل البسيط دورة من سنتين: قمح ثم بقولية (حمص أو عدس أو فول)، أو من ثلاث سنوات: قمح، ثم بقولية، ثم شعير أو محصول علفي. في المناطق الأكثر مطرًا (أكثر من 400 مم) يمكن إضافة السلجم (الكولزا) الذي يكسر دورة أمراض الحبوب. البقوليات تترك في التربة جزءًا من الآزوت الذي ثبتته، فيمكن تخفيض سماد الآزوت للقمح الموالي. في البذر المباشر ابذر البقوليات في بقايا الحبوب مباشرة. راقب في كل سنة المردود ووزن الحبوب لكل قطعة، واختر الدورة التي تعطي أفضل دخل على مدى عدة سنوات وليس سنة واحدة.',
            fr: "La succession la plus courante en pluvial est céréale sur céréale : elle épuise le sol et multiplie les maladies des racines. L'alternative simple est une rotation sur deux ans, blé puis légumineuse (pois chiche, lentille ou fève), ou sur trois ans : blé, légumineuse, puis orge ou fourrage. Dans les zones plus arrosées (plus de 400 mm), on peut ajouter le colza, qui casse le cycle des maladies des céréales. Les légumineuses laissent dans le sol une partie de l'azote fixé : on peut réduire l'engrais azoté du blé suivant. En semis direct, semez la légumineuse directement dans les résidus de céréale. Notez chaque année le rendement de chaque parcelle et choisissez la rotation qui rapporte le meilleur revenu sur plusieurs années, pas sur une seule.",
            en: "The most common sequence in rainfed farming is cereal after cereal, which exhausts the soil and multiplies root diseases. The simple alternative is a two-year rotation, wheat then a legume (chickpea, lentil or faba bean), or a three-year one: wheat, legume, then barley or a forage crop. In wetter areas (over 400 mm), rapeseed can be added to break cereal disease cycles. Legumes leave part of the nitrogen they fixed in the soil, so you can cut nitrogen fertiliser for the next wheat. With direct seeding, sow the legume straight into the cereal residues. Record each plot's yield every year, and choose the rotation that earns the best income over several years, not just one.",
          },
          video: 'clip-b',
        },
        {
          title: {
            ar: 'الماشية والبقايا: إيجاد التوازن',
            fr: "Troupeau et résidus : trouver l'équilibre",
            en: 'Livestock and residues: finding the balance',
          },
          summary: {
            ar: 'في مزارعنا يرعى القطيع بقايا الحبوب، وهذا يتعارض مع الغطاء الدائم. الحل ليس منع الرعي بل تنظيمه. درس للقراءة عن قواعد بسيطة لتقاسم البقايا.',
            fr: "Dans nos fermes, le troupeau pâture les chaumes, ce qui s'oppose à la couverture permanente. La solution n'est pas d'interdire le pâturage mais de l'organiser. Leçon à lire sur des règles simples de partage des résidus.",
            en: 'On our farms, the flock grazes cereal stubble, which works against permanent cover. The answer is not to ban grazing but to organise it. A reading lesson on simple rules for sharing residues.',
          },
          about: {
            ar: 'التبن والقصب علف ثمين في الصيف، ولا يمكن لأغلب الفلاحين التخلي عنه. القاعدة العملية: اترك على الأقل ثلث البقايا في الحقل، أي قصبًا قائمًا بطول 15 إلى 20 سم لا يرعاه القطيع. قسّم الحقل إلى أجزاء وانقل القطيع بسرعة بدل تركه أسابيع في المكان نفسه. لا تُدخل الماشية عندما تكون التربة مبتلة لأن الحوافر تضغطها. يمكن تعويض جزء من التبن بمحاصيل علفية في الدورة، مثل خليط البيقية والشوفان الذي يعطي علفًا ويغطي التربة. الروث الذي تتركه الماشية يعيد جزءًا من العناصر الغذائية إلى الحقل. الهدف توازن: علف كافٍ للقطيع، وغطاء كافٍ لحماية التربة.',
            fr: "La paille et les chaumes sont un fourrage précieux en été et la plupart des agriculteurs ne peuvent pas y renoncer. La règle pratique : laissez au moins un tiers des résidus au champ, soit un chaume debout de 15 à 20 cm que le troupeau ne pâture pas. Divisez la parcelle et déplacez le troupeau rapidement au lieu de le laisser des semaines au même endroit. Ne faites pas entrer les animaux sur sol mouillé : les sabots le tassent. Une partie de la paille peut être remplacée par des fourrages dans la rotation, comme le mélange vesce-avoine qui nourrit le troupeau et couvre le sol. Le fumier laissé par les animaux rend une partie des éléments nutritifs au champ. L'objectif est un équilibre : assez de fourrage pour le troupeau, assez de couverture pour le sol.",
            en: 'Straw and stubble are valuable summer feed, and most farmers cannot give them up. The practical rule: leave at least a third of the residues in the field, meaning standing stubble 15 to 20 cm tall that the flock does not graze. Split the field into sections and move the flock quickly instead of leaving it for weeks in one place. Keep animals off wet soil, because hooves compact it. Part of the straw can be replaced by forage crops in the rotation, such as a vetch and oat mix that feeds the flock and covers the soil. Manure dropped by the animals returns part of the nutrients to the field. The goal is balance: enough feed for the flock, enough cover for the soil.',
          },
          video: null,
        },
      ],
    },
    {
      title: { ar: 'الأشجار والانتقال التدريجي', fr: 'Arbres et transition progressive', en: 'Trees and a gradual transition' },
      lessons: [
        {
          title: {
            ar: 'الأشجار في الحقل: الزراعة الغابوية',
            fr: "Des arbres dans le champ : l'agroforesterie",
            en: 'Trees in the field: agroforestry',
          },
          summary: {
            ar: 'الجمع بين الأشجار والمحاصيل على الأرض نفسها يحمي من الرياح ويحسن التربة ويضيف دخلًا. الزيتون واللوز والخروب مناسبة لمناخنا. تتعلم قواعد المسافات والتنظيم.',
            fr: "Associer arbres et cultures sur la même parcelle protège du vent, améliore le sol et ajoute un revenu. Olivier, amandier et caroubier conviennent à notre climat. Vous apprenez les règles d'espacement et d'organisation.",
            en: 'Combining trees and crops on the same land shelters from wind, improves the soil and adds income. Olive, almond and carob suit our climate. You learn spacing and layout rules.',
          },
          about: {
            ar: 'الزراعة الغابوية ليست جديدة: الزيتون مع الحبوب تقليد قديم في شمال إفريقيا. الأشجار تخفف سرعة الرياح فتقل حاجة المحاصيل إلى الماء، وتجلب جذورها العميقة عناصر غذائية من أسفل، وتتحول أوراقها المتساقطة إلى مادة عضوية. لتنظيم الحقل: ازرع الأشجار في صفوف من الشرق إلى الغرب أو عرضيًا على المنحدر، واترك بين الصفوف مسافة تسمح بمرور الآلات (12 إلى 20 مترًا مثلًا). اترك شريطًا بعرض مترين تقريبًا حول كل صف دون زراعة لتقليل المنافسة على الماء. المصدّات من السرو أو الأكاسيا حول الحقل تحمي من الرياح الجافة. الأشجار دخل طويل المدى يؤمّن المزرعة في السنوات التي يفشل فيها المحصول.',
            fr: "L'agroforesterie n'a rien de nouveau : l'olivier associé aux céréales est une vieille tradition d'Afrique du Nord. Les arbres freinent le vent, ce qui réduit les besoins en eau des cultures ; leurs racines profondes remontent des éléments nutritifs, et leurs feuilles tombées deviennent matière organique. Pour organiser la parcelle : plantez les arbres en lignes est-ouest ou en travers de la pente, et laissez entre les lignes un espace qui permet le passage des machines (12 à 20 m par exemple). Gardez une bande d'environ deux mètres non cultivée le long de chaque ligne pour limiter la concurrence pour l'eau. Des haies brise-vent de cyprès ou d'acacia autour de la parcelle protègent des vents secs. Les arbres sont un revenu à long terme qui sécurise la ferme les années où la culture échoue.",
            en: "Agroforestry is nothing new: olives with cereals is an old North African tradition. Trees slow the wind, which lowers crops' water needs; their deep roots bring up nutrients, and their fallen leaves become organic matter. To lay out the field: plant trees in east-west rows or across the slope, and leave room between rows for machinery to pass (12 to 20 m, for example). Keep an uncropped strip of about two metres along each row to limit competition for water. Windbreaks of cypress or acacia around the field protect against dry winds. Trees are long-term income that secures the farm in years when the crop fails.",
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'التخطيط للانتقال على ثلاث سنوات',
            fr: 'Planifier la transition sur trois ans',
            en: 'Planning the transition over three years',
          },
          summary: {
            ar: 'لا تغيّر كل المزرعة دفعة واحدة. ابدأ بقطعة تجريبية وقارن النتائج مع الحرث التقليدي. تتعلم خطة تدريجية تحد من المخاطر.',
            fr: "Ne changez pas toute la ferme d'un coup. Commencez par une parcelle d'essai et comparez avec le labour classique. Vous apprenez un plan progressif qui limite les risques.",
            en: 'Do not switch the whole farm at once. Start with a trial plot and compare it with conventional ploughing. You learn a step-by-step plan that limits risk.',
          },
          about: {
            ar: 'السنة الأولى: اختر قطعة متوسطة الجودة بين 1 و3 هكتارات، ويفضل أن تكون مستوية ومتجانسة. إذا لم تكن لديك آلة بذر مباشر فاستأجرها من تعاونية أو من مقاول. ازرع نصف القطعة بالبذر المباشر والنصف الآخر بطريقتك المعتادة، وسجّل التكاليف (وقود، ساعات عمل، بذور، أسمدة) والمردود. السنة الثانية: أدخل بقولية في الدورة على القطعة التجريبية، ووسّع المساحة إذا كانت النتائج مشجعة. السنة الثالثة: عمّم الطريقة على القطع المناسبة ونظّم الرعي لترك الغطاء. قد يكون المردود في السنة الأولى مساويًا أو أقل قليلًا، لكن التوفير في التكاليف يظهر مباشرة. تبادل الخبرات مع فلاحين آخرين جربوا الطريقة في منطقتك.',
            fr: "Année 1 : choisissez une parcelle moyenne de 1 à 3 ha, de préférence plate et homogène. Si vous n'avez pas de semoir direct, louez-en un auprès d'une coopérative ou d'un prestataire. Semez la moitié en semis direct et l'autre moitié comme d'habitude, et notez les coûts (carburant, heures de travail, semences, engrais) et le rendement. Année 2 : introduisez une légumineuse dans la rotation de la parcelle d'essai et agrandissez si les résultats sont encourageants. Année 3 : étendez la méthode aux parcelles adaptées et organisez le pâturage pour garder la couverture. Le rendement de la première année peut être égal ou un peu inférieur, mais l'économie de coûts se voit tout de suite. Échangez avec d'autres agriculteurs qui pratiquent la méthode dans votre région.",
            en: 'Year 1: choose an average plot of 1 to 3 ha, ideally flat and uniform. If you have no direct seeder, hire one from a cooperative or a contractor. Sow half by direct seeding and half your usual way, and record costs (fuel, working hours, seed, fertiliser) and yield. Year 2: bring a legume into the rotation on the trial plot, and enlarge it if results are encouraging. Year 3: extend the method to suitable plots and organise grazing to keep the cover. First-year yield may be equal or slightly lower, but the cost savings show straight away. Share experience with other farmers who use the method in your area.',
          },
          video: 'clip-a',
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'controle-semoir-direct.txt',
      lesson: [1, 0], // Setting up a direct seeder
      body: `FR - Contrôle du semoir de semis direct
1. Disques coupeurs propres et affûtés ; résidus bien étalés.
2. Densité calibrée à l'arrêt (blé : environ 120-150 kg/ha).
3. Profondeur 3-5 cm vérifiée à la main après 50 m, à 3 endroits.
4. Graine au contact de terre humide, fente refermée.
5. Vitesse modérée ; sol humide, pas boueux.
6. Noter date, densité, parcelle, météo.

AR - فحص آلة البذر المباشر
1. أقراص القطع نظيفة وحادة، والبقايا موزعة بالتساوي.
2. معايرة الكثافة والآلة متوقفة (القمح: حوالي 120-150 كلغ/هكتار).
3. التحقق من عمق 3-5 سم باليد بعد 50 مترًا في 3 أماكن.
4. البذرة ملامسة لتربة رطبة والشق مغلق.
5. سرعة معتدلة، وتربة رطبة غير موحلة.
6. تسجيل التاريخ والكثافة والقطعة والطقس.

EN - Direct seeder check
1. Cutting discs clean and sharp; residues evenly spread.
2. Seed rate calibrated while stationary (wheat: about 120-150 kg/ha).
3. Depth 3-5 cm checked by hand after 50 m, at 3 spots.
4. Seed against moist soil, slot closed.
5. Moderate speed; soil moist, not muddy.
6. Record date, seed rate, plot, weather.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'ما المبادئ الثلاثة للزراعة الحافظة؟',
        fr: "Quels sont les trois principes de l'agriculture de conservation ?",
        en: 'What are the three principles of conservation agriculture?',
      },
      options: [
        {
          ar: 'حرث عميق، تسميد كثير، سقي بالغمر',
          fr: 'Labour profond, engrais abondant, irrigation gravitaire',
          en: 'Deep ploughing, heavy fertiliser, flood irrigation',
        },
        {
          ar: 'أقل إزعاج للتربة، غطاء دائم، تنويع المحاصيل',
          fr: 'Perturbation minimale, couverture permanente, diversification',
          en: 'Minimal disturbance, permanent cover, crop diversity',
        },
        {
          ar: 'زراعة واحدة، إزالة البقايا، رعي دائم',
          fr: 'Monoculture, retrait des résidus, pâturage permanent',
          en: 'Monoculture, residue removal, constant grazing',
        },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'ما الحد الأدنى لتغطية التربة بالبقايا الموصى به؟',
        fr: 'Quelle couverture minimale du sol par les résidus est conseillée ?',
        en: 'What minimum residue cover of the soil is advised?',
      },
      options: [
        { ar: '5% فقط', fr: '5 % seulement', en: 'Only 5%' },
        { ar: '30% على الأقل', fr: 'Au moins 30 %', en: 'At least 30%' },
        { ar: 'لا حاجة إلى غطاء', fr: 'Aucune couverture nécessaire', en: 'No cover needed' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'لماذا يقلل الحرث رطوبة التربة في المناطق الجافة؟',
        fr: "Pourquoi le labour fait-il perdre l'humidité du sol en zone sèche ?",
        en: 'Why does ploughing lose soil moisture in dry areas?',
      },
      options: [
        {
          ar: 'لأنه يقلب الطبقة الرطبة إلى السطح فتجف',
          fr: 'Il remonte la couche humide en surface, où elle sèche',
          en: 'It brings the moist layer to the surface, where it dries',
        },
        { ar: 'لأنه يزيد المادة العضوية', fr: 'Il augmente la matière organique', en: 'It increases organic matter' },
        { ar: 'لأنه يحمي التربة من الشمس', fr: 'Il protège le sol du soleil', en: 'It shades the soil from the sun' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'ما العمق المناسب لبذر القمح بالبذر المباشر؟',
        fr: 'Quelle profondeur de semis pour le blé en semis direct ?',
        en: 'What sowing depth suits wheat in direct seeding?',
      },
      options: [
        { ar: 'أقل من 1 سم', fr: 'Moins de 1 cm', en: 'Less than 1 cm' },
        { ar: '15 إلى 20 سم', fr: '15 à 20 cm', en: '15 to 20 cm' },
        { ar: '3 إلى 5 سم', fr: '3 à 5 cm', en: '3 to 5 cm' },
        { ar: '30 سم', fr: '30 cm', en: '30 cm' },
      ],
      correct: 2,
      module_index: 1,
    },
    {
      text: { ar: 'كيف تعاير كثافة البذر؟', fr: 'Comment calibrer la densité de semis ?', en: 'How do you calibrate the seed rate?' },
      options: [
        { ar: 'بالنظر إلى الحقل بعد الإنبات فقط', fr: 'En regardant la levée seulement', en: 'By looking at emergence only' },
        { ar: 'بملء الخزان إلى النصف', fr: 'En remplissant la trémie à moitié', en: 'By filling the hopper halfway' },
        { ar: 'بزيادة السرعة', fr: 'En roulant plus vite', en: 'By driving faster' },
        {
          ar: 'بإدارة العجلة لمساحة معروفة ووزن البذور',
          fr: 'En tournant la roue pour une surface connue et en pesant les graines',
          en: 'By turning the wheel for a known area and weighing the seed',
        },
      ],
      correct: 3,
      module_index: 1,
    },
    {
      text: {
        ar: 'كيف يجب أن يُترك التبن عند الحصاد؟',
        fr: 'Comment laisser la paille à la moisson ?',
        en: 'How should straw be left at harvest?',
      },
      options: [
        {
          ar: 'موزعًا بالتساوي مع قصب 15 إلى 20 سم',
          fr: 'Étalée uniformément, chaume de 15 à 20 cm',
          en: 'Spread evenly, with 15 to 20 cm stubble',
        },
        { ar: 'في أكوام كبيرة', fr: 'En gros tas', en: 'In large heaps' },
        { ar: 'محروقًا', fr: 'Brûlée', en: 'Burned' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'ما فائدة زراعة القمح بعد الحمص أو الفول؟',
        fr: 'Quel intérêt de semer le blé après pois chiche ou fève ?',
        en: 'Why sow wheat after chickpea or faba bean?',
      },
      options: [
        { ar: 'يحتاج إلى ماء أكثر', fr: "Il demande plus d'eau", en: 'It needs more water' },
        { ar: 'يحتاج سمادًا آزوتيًا أقل', fr: "Il demande moins d'engrais azoté", en: 'It needs less nitrogen fertiliser' },
        { ar: 'تزيد أمراض الجذور', fr: 'Les maladies des racines augmentent', en: 'Root diseases increase' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'ما القاعدة العملية لرعي البقايا؟',
        fr: 'Quelle règle pratique pour le pâturage des résidus ?',
        en: 'What is the practical rule for grazing residues?',
      },
      options: [
        { ar: 'رعي كل البقايا حتى آخرها', fr: "Tout pâturer jusqu'au sol", en: 'Graze everything down to the ground' },
        { ar: 'منع الرعي تمامًا', fr: 'Interdire tout pâturage', en: 'Ban all grazing' },
        {
          ar: 'ترك ثلث البقايا على الأقل وعدم الرعي في التربة المبتلة',
          fr: 'Laisser au moins un tiers et éviter le sol mouillé',
          en: 'Leave at least a third and keep off wet soil',
        },
        { ar: 'الرعي فقط بعد الأمطار القوية', fr: 'Pâturer seulement après les fortes pluies', en: 'Graze only after heavy rain' },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: {
        ar: 'لماذا تُترك مسافة 12 إلى 20 مترًا بين صفوف الأشجار؟',
        fr: "Pourquoi laisser 12 à 20 m entre les lignes d'arbres ?",
        en: 'Why leave 12 to 20 m between tree rows?',
      },
      options: [
        {
          ar: 'لتمر الآلات وتقل المنافسة',
          fr: 'Pour le passage des machines et moins de concurrence',
          en: 'So machinery can pass and competition is lower',
        },
        { ar: 'لزيادة سرعة الرياح', fr: 'Pour augmenter la vitesse du vent', en: 'To increase wind speed' },
        { ar: 'لأن الأشجار تحتاج إلى ظل', fr: "Parce que les arbres ont besoin d'ombre", en: 'Because trees need shade' },
      ],
      correct: 0,
      module_index: 3,
    },
    {
      text: {
        ar: 'ما أفضل طريقة لبدء الانتقال إلى البذر المباشر؟',
        fr: 'Quelle est la meilleure façon de commencer la transition ?',
        en: 'What is the best way to start the transition?',
      },
      options: [
        {
          ar: 'تحويل كل المزرعة في السنة الأولى',
          fr: 'Convertir toute la ferme la première année',
          en: 'Convert the whole farm in year one',
        },
        {
          ar: 'قطعة تجريبية مقسومة مع مقارنة التكاليف والمردود',
          fr: "Une parcelle d'essai partagée, en comparant coûts et rendements",
          en: 'A split trial plot, comparing costs and yields',
        },
        { ar: 'شراء آلة جديدة قبل أي تجربة', fr: 'Acheter un semoir neuf avant tout essai', en: 'Buy a new seeder before any trial' },
      ],
      correct: 1,
      module_index: 3,
    },
    {
      text: {
        ar: 'كيف نتحكم في الأعشاب الضارة بدون حرث؟',
        fr: 'Comment maîtriser les adventices sans labour ?',
        en: 'How are weeds controlled without ploughing?',
      },
      options: [
        { ar: 'بحرق بقايا المحصول كل سنة', fr: 'En brûlant les résidus chaque année', en: 'By burning the residues every year' },
        {
          ar: 'بالتغطية الدائمة والتناوب وتدخل في الوقت المناسب',
          fr: 'Par la couverture permanente, la rotation et une intervention au bon moment',
          en: 'With permanent cover, rotation and timely control',
        },
        { ar: 'بترك الحقل بدون زراعة', fr: 'En laissant le champ sans culture', en: 'By leaving the field unsown' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'متى تظهر عادة فوائد الزراعة الحافظة على التربة؟',
        fr: "Quand les bienfaits de l'agriculture de conservation sur le sol apparaissent-ils en général ?",
        en: 'When do the soil benefits of conservation agriculture usually show?',
      },
      options: [
        { ar: 'بعد أسبوع واحد', fr: 'Après une semaine', en: 'After one week' },
        { ar: 'لا تظهر أبدًا', fr: 'Jamais', en: 'Never' },
        { ar: 'تدريجيًا خلال بضع سنوات', fr: 'Progressivement, en quelques années', en: 'Gradually, over a few years' },
        { ar: 'فقط في السنوات الممطرة جدًا', fr: 'Seulement les années très pluvieuses', en: 'Only in very wet years' },
      ],
      correct: 2,
      module_index: 3,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Abdellah Bennani',
      description: "J'ai loué un semoir direct à la coopérative sur 2 ha. Moins de gasoil, et le blé a mieux tenu pendant la sécheresse.",
    },
    { rating: 4, author: 'محمد الأمين الزياني', description: 'الدرس عن الرعي والبقايا واقعي جدًا، يناسب ما نعيشه في منطقتنا.' },
    {
      rating: 4,
      author: 'Aminata Traoré',
      description: 'Very useful, the seeder calibration steps are clear. I wanted more about weed control in year one.',
    },
    { rating: 3, author: null, description: 'Contenu correct mais un peu théorique pour les petites parcelles de montagne.' },
  ],
};
