import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'organic-vegetables-pest-control-certification',
  topic: 'organic-farming',
  level: 'intermediate',
  price_centimes: 59900,
  title: {
    ar: 'الخضر البيولوجية: مكافحة الآفات والشهادة',
    fr: 'Maraîchage biologique : protection des cultures et certification',
    en: 'Organic vegetables: pest control and certification',
  },
  description: {
    ar: 'من قواعد الفلاحة البيولوجية وفترة التحويل إلى الوقاية من الآفات، والحشرات النافعة، والمعالجات المسموح بها، والمصائد، ثم السجلات والتفتيش والتسويق. دورة عملية لمن يريد الحصول على الشهادة البيولوجية وبيع منتوجه بثمن أفضل.',
    fr: "Des règles du bio et de la période de conversion à la prévention des ravageurs, aux auxiliaires, aux traitements autorisés et aux pièges, jusqu'aux registres, à l'inspection et à la vente. Une formation pratique pour obtenir la certification et mieux valoriser sa récolte.",
    en: 'From organic rules and the conversion period to pest prevention, beneficial insects, permitted treatments and traps, then records, inspection and selling. A practical course for growers who want organic certification and a better price for their crops.',
  },
  modules: [
    {
      title: { ar: 'قواعد الفلاحة البيولوجية', fr: 'Les règles du bio', en: 'The organic rules' },
      lessons: [
        {
          title: {
            ar: 'ماذا تعني بيولوجي؟ القانون والعلامة',
            fr: 'Que veut dire bio ? La loi et le label',
            en: 'What does organic mean? The law and the label',
          },
          summary: {
            ar: 'الفلاحة البيولوجية نظام إنتاج منظم بالقانون، وليست فقط عدم استعمال المبيدات. في المغرب يؤطرها القانون 39-12، ولا يُسمح باستعمال كلمة بيولوجي إلا بعد المراقبة والشهادة. تتعلم المبادئ الكبرى وما هو ممنوع.',
            fr: "Le bio est un mode de production encadré par la loi, pas seulement l'absence de pesticides. Au Maroc, il relève de la loi 39-12, et le mot bio ne peut être utilisé qu'après contrôle et certification. Vous apprenez les grands principes et les interdits.",
            en: 'Organic is a production system governed by law, not just the absence of pesticides. In Morocco it falls under Law 39-12, and the word organic may only be used after inspection and certification. You learn the main principles and what is banned.',
          },
          about: {
            ar: 'تقوم الفلاحة البيولوجية على تغذية التربة بدل تغذية النبات مباشرة، وعلى الوقاية بدل العلاج. الممنوع أساسًا: الأسمدة الكيماوية الذائبة، والمبيدات الكيماوية الاصطناعية، والكائنات المعدلة وراثيًا. المسموح: السماد العضوي، والأسمدة الطبيعية المدرجة في القوائم الرسمية، وبعض المعالجات الطبيعية أو المعدنية بشروط. في المغرب ينظم القانون 39-12 الإنتاج البيولوجي، وتقوم هيئات إشهاد معتمدة بمراقبة الضيعات تحت إشراف المكتب الوطني للسلامة الصحية للمنتجات الغذائية (أونسا). بعد الشهادة يمكن وضع علامة بيولوجي المغرب على المنتوج. للتصدير إلى أوروبا يجب أن تكون الهيئة معترفًا بها هناك أيضًا. قبل أي استثمار اتصل بهيئة إشهاد واطلب دفتر تحملاتها.',
            fr: "Le bio repose sur l'idée de nourrir le sol plutôt que la plante, et de prévenir plutôt que guérir. Sont interdits pour l'essentiel : les engrais chimiques solubles, les pesticides chimiques de synthèse et les OGM. Sont permis : le compost, les engrais naturels des listes officielles et certains traitements naturels ou minéraux sous conditions. Au Maroc, la loi 39-12 encadre la production biologique ; des organismes certificateurs agréés contrôlent les fermes sous la supervision de l'ONSSA. Après certification, le produit peut porter le logo Bio Maroc. Pour exporter vers l'Europe, l'organisme doit aussi y être reconnu. Avant tout investissement, contactez un organisme certificateur et demandez son cahier des charges.",
            en: 'Organic farming is built on feeding the soil rather than the plant, and on prevention rather than cure. Mainly banned: soluble chemical fertilisers, synthetic chemical pesticides and GMOs. Allowed: compost, natural fertilisers on the official lists, and some natural or mineral treatments under conditions. In Morocco, Law 39-12 governs organic production; approved certification bodies inspect farms under the supervision of ONSSA, the national food safety office. Once certified, the produce may carry the Bio Maroc logo. To export to Europe, the body must also be recognised there. Before any investment, contact a certification body and ask for its specifications.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: {
            ar: 'فترة التحويل والمناطق العازلة',
            fr: 'Période de conversion et zones tampons',
            en: 'Conversion period and buffer zones',
          },
          summary: {
            ar: 'لا تصبح الأرض بيولوجية في يوم واحد: هناك فترة تحويل تُطبق فيها القواعد دون بيع المنتوج كبيولوجي. يجب أيضًا حماية الحقل من رش الجيران. تتعلم التخطيط لهذه المرحلة.',
            fr: 'Une terre ne devient pas bio en un jour : pendant la conversion, on applique les règles sans vendre en bio. Il faut aussi protéger la parcelle des traitements du voisin. Vous apprenez à planifier cette étape.',
            en: "Land does not become organic overnight: during conversion you follow the rules without selling as organic. You must also shield the field from the neighbours' spraying. You learn to plan this stage.",
          },
          about: {
            ar: 'فترة التحويل تبدأ من تاريخ التزامك مع هيئة الإشهاد. في القاعدة العامة المعمول بها، تكون سنتين قبل البذر بالنسبة للمحاصيل السنوية كالخضر، وثلاث سنوات قبل الجني بالنسبة للأشجار المثمرة. خلال هذه الفترة تطبق كل القواعد وتخضع للمراقبة، لكن لا يمكنك بيع المنتوج بعلامة بيولوجي. استغل هذه المدة لتحسين التربة بالكومبوست والدورة الزراعية، وللتعلم. إذا كان جارك يرش مبيدات كيماوية، ازرع سياجًا نباتيًا كثيفًا أو اترك شريطًا عازلًا بعرض عدة أمتار لا تبيع منتوجه كبيولوجي. احذر أيضًا من مياه السقي الملوثة ومن الآلات المستعارة غير المنظفة. سجّل كل ذلك، فالمفتش سيسأل عنه.',
            fr: "La conversion commence à la date de votre engagement auprès de l'organisme certificateur. Selon la règle générale appliquée, elle dure deux ans avant le semis pour les cultures annuelles comme les légumes, et trois ans avant la récolte pour les arbres fruitiers. Pendant cette période, vous appliquez toutes les règles et êtes contrôlé, mais ne pouvez pas vendre avec le label bio. Profitez-en pour améliorer le sol avec compost et rotation, et pour apprendre. Si votre voisin traite avec des pesticides chimiques, plantez une haie dense ou laissez une bande tampon de plusieurs mètres dont la récolte n'est pas vendue en bio. Attention aussi à l'eau d'irrigation contaminée et aux machines empruntées mal nettoyées. Notez tout : l'inspecteur vous le demandera.",
            en: 'Conversion starts on the date you sign up with the certification body. Under the general rule applied, it lasts two years before sowing for annual crops such as vegetables, and three years before harvest for fruit trees. During this time you follow all the rules and are inspected, but cannot sell under the organic label. Use the time to improve the soil with compost and rotation, and to learn. If your neighbour sprays chemical pesticides, plant a dense hedge or leave a buffer strip several metres wide whose crop is not sold as organic. Watch out too for contaminated irrigation water and borrowed machinery that was not cleaned. Record everything: the inspector will ask.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'الوقاية أولًا', fr: "La prévention d'abord", en: 'Prevention first' },
      lessons: [
        {
          title: { ar: 'الدورة والأصناف والنظافة', fr: 'Rotation, variétés et hygiène', en: 'Rotation, varieties and hygiene' },
          summary: {
            ar: 'في البيولوجي تُربح المعركة قبل ظهور الآفة. نبات قوي في تربة حية، وصنف مقاوم، وحقل نظيف يقاوم الأمراض بنفسه. تتعلم أهم إجراءات الوقاية.',
            fr: "En bio, la bataille se gagne avant l'arrivée du ravageur. Une plante vigoureuse dans un sol vivant, une variété résistante et un champ propre se défendent seuls. Vous apprenez les principales mesures de prévention.",
            en: 'In organic growing, the battle is won before the pest arrives. A strong plant in living soil, a resistant variety and a clean field defend themselves. You learn the key prevention measures.',
          },
          about: {
            ar: 'الدورة الزراعية هي الإجراء الأول: لا تزرع الباذنجانيات في المكان نفسه قبل ثلاث إلى أربع سنوات. اختر أصنافًا مقاومة أو متحملة للأمراض الشائعة في منطقتك، واطلب بذورًا بيولوجية أو على الأقل غير معالجة كيماويًا. استعمل شتائل سليمة من مشتل موثوق. احترم المسافات بين النباتات ليمر الهواء وتجف الأوراق بسرعة، فالرطوبة على الأوراق تشجع الفطريات كالبياض والميلديو. فضّل السقي بالتنقيط على الرش فوق الأوراق. أزل النباتات المريضة وبقايا المحصول المصاب وأبعدها عن الحقل. لا تفرط في الآزوت، فالنباتات الطرية جدًا تجذب المن. وفي البيوت المغطاة ركّب شباكًا مضادة للحشرات على الفتحات وبابًا مزدوجًا.',
            fr: "La rotation est la première mesure : pas de solanacées au même endroit avant trois à quatre ans. Choisissez des variétés résistantes ou tolérantes aux maladies courantes de votre région, et demandez des semences bio, ou au moins non traitées chimiquement. Utilisez des plants sains d'une pépinière de confiance. Respectez les écartements pour que l'air circule et que les feuilles sèchent vite : l'humidité sur le feuillage favorise oïdium et mildiou. Préférez le goutte-à-goutte à l'aspersion sur les feuilles. Arrachez les plantes malades et sortez les résidus infestés du champ. N'abusez pas de l'azote : les plantes trop tendres attirent les pucerons. En serre, posez des filets anti-insectes sur les ouvertures et un double sas à l'entrée.",
            en: 'Rotation is the first measure: no nightshades in the same place for three to four years. Choose varieties resistant or tolerant to the common diseases in your area, and ask for organic seed, or at least seed not chemically treated. Use healthy seedlings from a trusted nursery. Respect plant spacing so air moves and leaves dry fast, since wet foliage favours powdery and downy mildew. Prefer drip irrigation to sprinklers over the leaves. Pull out diseased plants and take infested residues out of the field. Do not overdo nitrogen: very soft plants attract aphids. In greenhouses, fit insect-proof nets on the openings and a double door at the entrance.',
          },
          video: 'clip-c',
        },
        {
          title: { ar: 'الحشرات النافعة وموائلها', fr: 'Les auxiliaires et leurs abris', en: 'Beneficial insects and their habitat' },
          summary: {
            ar: 'الدعسوقة وأسد المن وذباب السيرفس والدبابير الطفيلية تأكل الآفات مجانًا. تحتاج إلى أزهار وملاجئ قرب الحقل. تتعلم جذبها والحفاظ عليها.',
            fr: "Coccinelles, chrysopes, syrphes et guêpes parasitoïdes mangent gratuitement les ravageurs. Elles ont besoin de fleurs et d'abris près du champ. Vous apprenez à les attirer et à les garder.",
            en: 'Ladybirds, lacewings, hoverflies and parasitic wasps eat pests for free. They need flowers and shelter near the field. You learn to attract and keep them.',
          },
          about: {
            ar: 'الدعسوقة ويرقاتها تأكل مئات حشرات المن، وكذلك يرقات أسد المن وذباب السيرفس. الدبابير الطفيلية الصغيرة تضع بيضها داخل المن أو اليرقات فتقتلها. هذه الحشرات تحتاج إلى رحيق وحبوب لقاح في مرحلة البلوغ، لذلك ازرع شرائط من الأزهار حول الحقل أو بين الصفوف: الكزبرة والشمر والنعناع والقطيفة وغيرها. اترك سياجًا أو أشجارًا كملجأ في الشتاء. تعلم التعرف على يرقة الدعسوقة حتى لا تقتلها ظنًا أنها آفة. قبل أي معالجة، عدّ الآفات والحشرات النافعة على عشرين ورقة: إذا كانت الحشرات النافعة كثيرة فانتظر بضعة أيام. في البيوت المغطاة يمكن شراء حشرات نافعة من شركات متخصصة وإطلاقها عند بداية الإصابة.',
            fr: "La coccinelle et ses larves dévorent des centaines de pucerons, tout comme les larves de chrysopes et de syrphes. De minuscules guêpes parasitoïdes pondent dans les pucerons ou les chenilles et les tuent. Adultes, ces insectes ont besoin de nectar et de pollen : semez des bandes fleuries autour du champ ou entre les rangs, avec coriandre, fenouil, menthe, œillet d'Inde, etc. Gardez une haie ou des arbres comme abri d'hiver. Apprenez à reconnaître la larve de coccinelle pour ne pas la tuer en la prenant pour un ravageur. Avant tout traitement, comptez ravageurs et auxiliaires sur vingt feuilles : si les auxiliaires sont nombreux, attendez quelques jours. En serre, on peut acheter des auxiliaires auprès de sociétés spécialisées et les lâcher dès le début de l'attaque.",
            en: 'Ladybirds and their larvae eat hundreds of aphids, as do lacewing and hoverfly larvae. Tiny parasitic wasps lay eggs inside aphids or caterpillars and kill them. As adults these insects need nectar and pollen, so sow flower strips around the field or between rows: coriander, fennel, mint, marigold and others. Keep a hedge or trees as winter shelter. Learn to recognise a ladybird larva so you do not kill it as a pest. Before any treatment, count pests and beneficials on twenty leaves: if beneficials are plentiful, wait a few days. In greenhouses, you can buy beneficial insects from specialist suppliers and release them as soon as an attack starts.',
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'المعالجات والمصائد المسموح بها', fr: 'Traitements et pièges autorisés', en: 'Permitted treatments and traps' },
      lessons: [
        {
          title: { ar: 'المعالجات الطبيعية والمعدنية', fr: 'Les traitements naturels et minéraux', en: 'Natural and mineral treatments' },
          summary: {
            ar: 'بعض المنتجات مسموح بها في البيولوجي بشروط: البكتيريا Bt ضد اليرقات، والكبريت ضد البياض، والنحاس ضد الميلديو بكميات محدودة. المعالجة تكون آخر حل وليس أوله. تتعلم متى وكيف تستعملها بأمان.',
            fr: "Certains produits sont permis en bio sous conditions : le Bt contre les chenilles, le soufre contre l'oïdium, le cuivre contre le mildiou en quantité limitée. Le traitement est le dernier recours, pas le premier. Vous apprenez quand et comment les utiliser sans risque.",
            en: 'Some products are allowed in organic farming under conditions: Bt against caterpillars, sulphur against powdery mildew, copper against downy mildew in limited amounts. Treatment is the last resort, not the first. You learn when and how to use them safely.',
          },
          about: {
            ar: 'البكتيريا Bacillus thuringiensis (Bt) تقتل اليرقات التي تأكلها ولا تضر الإنسان ولا النحل. رشها على اليرقات الصغيرة، في المساء، لأن أشعة الشمس تضعفها. الكبريت فعال ضد البياض الدقيقي، لكن لا ترشه عندما تتجاوز الحرارة حوالي 30 درجة لأنه يحرق الأوراق. النحاس يقي من الميلديو، لكنه يتراكم في التربة، لذلك تحدد القواعد البيولوجية كمية قصوى (في أوروبا 28 كلغ للهكتار على سبع سنوات، أي 4 كلغ في السنة كمتوسط). زيت النيم ومستخلصات نباتية أخرى تُستعمل ضد بعض الحشرات الماصة. في كل الحالات: تحقق من أن المنتج مدرج في قائمة هيئة الإشهاد، واحترم الجرعة ومدة الانتظار، والبس القفازات والكمامة، وسجّل المعالجة في دفترك.',
            fr: "La bactérie Bacillus thuringiensis (Bt) tue les chenilles qui l'ingèrent, sans danger pour l'homme ni pour les abeilles. Pulvérisez-la sur les jeunes chenilles, le soir, car le soleil la dégrade. Le soufre est efficace contre l'oïdium, mais ne le pulvérisez pas au-delà d'environ 30 °C : il brûle les feuilles. Le cuivre protège du mildiou, mais il s'accumule dans le sol ; les règles bio en limitent donc la quantité (en Europe, 28 kg/ha sur sept ans, soit 4 kg par an en moyenne). L'huile de neem et d'autres extraits de plantes servent contre certains insectes piqueurs. Dans tous les cas : vérifiez que le produit figure sur la liste de l'organisme certificateur, respectez dose et délai avant récolte, portez gants et masque, et notez le traitement dans votre carnet.",
            en: "The bacterium Bacillus thuringiensis (Bt) kills caterpillars that eat it and is harmless to people and bees. Spray it on young caterpillars in the evening, because sunlight breaks it down. Sulphur works against powdery mildew, but do not spray it above about 30 °C, as it scorches leaves. Copper protects against downy mildew, but it builds up in the soil, so organic rules cap the amount (in Europe, 28 kg/ha over seven years, an average of 4 kg a year). Neem oil and other plant extracts are used against some sucking insects. In every case: check that the product is on the certification body's list, respect the dose and pre-harvest interval, wear gloves and a mask, and record the treatment in your notebook.",
          },
          video: 'clip-b',
        },
        {
          title: {
            ar: 'المصائد: الألواح الصفراء والفيرومونات',
            fr: 'Les pièges : plaques jaunes et phéromones',
            en: 'Traps: yellow cards and pheromones',
          },
          summary: {
            ar: 'المصائد تكشف الآفة مبكرًا وتخفض أعدادها. الألواح اللاصقة الصفراء للذبابة البيضاء، والمصائد الفيرومونية لفراشة الطماطم توتا أبسولوتا. تتعلم تركيبها وقراءتها.',
            fr: "Les pièges détectent tôt le ravageur et réduisent ses populations. Plaques engluées jaunes contre l'aleurode, pièges à phéromones contre la mineuse de la tomate Tuta absoluta. Vous apprenez à les poser et à les lire.",
            en: 'Traps detect pests early and cut their numbers. Yellow sticky cards for whitefly, pheromone traps for the tomato leaf miner Tuta absoluta. You learn to set them up and read them.',
          },
          about: {
            ar: 'الألواح اللاصقة الصفراء تجذب الذبابة البيضاء والمن المجنح وذبابة الأوراق. علّقها فوق النباتات بقليل وارفعها مع نموها، بمعدل لوح أو لوحين لكل 100 م² للمراقبة وأكثر للصيد الجماعي. الألواح الزرقاء أفضل لحشرة التربس. فراشة توتا أبسولوتا تحفر أنفاقًا في أوراق الطماطم وثمارها. مصيدة الفيرومون تجذب الذكور: ضع كبسولة الفيرومون فوق صحن ماء مع قليل من الزيت، أو في مصيدة دلتا لاصقة، على ارتفاع 30 إلى 50 سم. عدّ الفراشات كل أسبوع وسجّلها: ارتفاع مفاجئ يعني أن عليك التدخل. غيّر الكبسولة حسب تعليمات الصانع (عادة كل 4 إلى 6 أسابيع). أزل الأوراق المصابة وأتلفها، واجمع المصائد مع الشباك والحشرات النافعة.',
            fr: "Les plaques jaunes engluées attirent aleurodes, pucerons ailés et mouches mineuses. Accrochez-les juste au-dessus des plantes et remontez-les avec la croissance : une ou deux par 100 m² pour la surveillance, davantage pour le piégeage de masse. Les plaques bleues conviennent mieux aux thrips. Tuta absoluta creuse des galeries dans les feuilles et les fruits de tomate. Le piège à phéromones attire les mâles : placez la capsule au-dessus d'une bassine d'eau avec un peu d'huile, ou dans un piège delta englué, à 30-50 cm de haut. Comptez les papillons chaque semaine et notez-les : une hausse brutale signale qu'il faut agir. Changez la capsule selon le fabricant (souvent toutes les 4 à 6 semaines). Enlevez et détruisez les feuilles minées, et combinez pièges, filets et auxiliaires.",
            en: 'Yellow sticky cards attract whitefly, winged aphids and leaf miner flies. Hang them just above the plants and raise them as the crop grows: one or two per 100 m² for monitoring, more for mass trapping. Blue cards work better for thrips. Tuta absoluta bores tunnels in tomato leaves and fruit. A pheromone trap lures the males: place the lure above a tray of water with a little oil, or in a sticky delta trap, 30 to 50 cm high. Count the moths every week and write the numbers down: a sudden rise means it is time to act. Change the lure as the maker says (often every 4 to 6 weeks). Remove and destroy mined leaves, and combine traps with nets and beneficial insects.',
          },
          video: 'clip-c',
        },
      ],
    },
    {
      title: { ar: 'الشهادة والتسويق', fr: 'Certification et vente', en: 'Certification and selling' },
      lessons: [
        {
          title: { ar: 'السجلات والتفتيش', fr: 'Registres et inspection', en: 'Records and inspection' },
          summary: {
            ar: 'الشهادة تعتمد على ما يستطيع الفلاح إثباته. دفتر الحقل والفواتير وسجل المبيعات هي دليلك أمام المفتش. درس للقراءة عن تحضير زيارة التفتيش.',
            fr: "La certification repose sur ce que l'agriculteur peut prouver. Carnet de culture, factures et registre des ventes sont vos preuves face à l'inspecteur. Leçon à lire pour préparer la visite d'inspection.",
            en: 'Certification rests on what the farmer can prove. The field notebook, invoices and sales register are your evidence for the inspector. A reading lesson on preparing for the inspection visit.',
          },
          about: {
            ar: 'يزور المفتش الضيعة مرة في السنة على الأقل، وقد يأتي دون إخبار مسبق. يطلب عادة: خريطة الضيعة مع القطع وما يجاورها، ودفتر الحقل لكل قطعة (تواريخ الزرع، والأصناف، والسماد، والمعالجات، والجني)، وفواتير شراء البذور والأسمدة والمنتجات مع التأكد من أنها مسموح بها، وسجل المبيعات بالكميات. يجب أن تتوافق الكميات المبيعة مع المساحات والمردود المعقول، وإلا يشك المفتش في خلط منتوج غير بيولوجي. إذا كانت لديك قطع بيولوجية وأخرى تقليدية، افصل بينها بوضوح في الحقل وفي المخزن وفي الصناديق. احتفظ بالوثائق عدة سنوات. للفلاحين الصغار، الإشهاد الجماعي عبر تعاونية مع نظام مراقبة داخلي يخفض التكلفة كثيرًا.',
            fr: "L'inspecteur visite la ferme au moins une fois par an et peut venir sans prévenir. Il demande en général : le plan de la ferme avec les parcelles et leurs voisins, le carnet de culture par parcelle (semis, variétés, fertilisation, traitements, récoltes), les factures d'achat de semences, d'engrais et de produits avec la preuve qu'ils sont autorisés, et le registre des ventes avec les quantités. Les quantités vendues doivent correspondre aux surfaces et à des rendements plausibles, sinon l'inspecteur soupçonne un mélange avec du non-bio. Si vous avez des parcelles bio et conventionnelles, séparez-les clairement au champ, au magasin et dans les caisses. Gardez les documents plusieurs années. Pour les petits producteurs, la certification de groupe via une coopérative avec un système de contrôle interne réduit beaucoup le coût.",
            en: 'The inspector visits the farm at least once a year and may come unannounced. They usually ask for: a farm map with plots and their neighbours, the field notebook for each plot (sowing, varieties, fertilising, treatments, harvests), purchase invoices for seed, fertiliser and products with proof they are allowed, and the sales register with quantities. Quantities sold must match areas and plausible yields, or the inspector will suspect mixing with non-organic produce. If you have both organic and conventional plots, keep them clearly apart in the field, the store and the crates. Keep documents for several years. For small growers, group certification through a cooperative with an internal control system cuts the cost a lot.',
          },
          video: null,
        },
        {
          title: { ar: 'بيع المنتوج البيولوجي', fr: 'Vendre sa production bio', en: 'Selling organic produce' },
          summary: {
            ar: 'الشهادة لها تكلفة، والثمن الأعلى ليس مضمونًا دائمًا. اختيار قناة البيع المناسبة يصنع الفرق. تتعلم مقارنة الأسواق وحساب ما إذا كانت الشهادة مربحة.',
            fr: "La certification a un coût et le meilleur prix n'est pas toujours garanti. Le bon canal de vente fait la différence. Vous apprenez à comparer les débouchés et à calculer si la certification est rentable.",
            en: 'Certification has a cost, and a higher price is not always guaranteed. The right sales channel makes the difference. You learn to compare outlets and work out whether certification pays.',
          },
          about: {
            ar: 'قنوات البيع الرئيسية: الأسواق الأسبوعية البيولوجية في المدن الكبرى، وسلال الخضر الأسبوعية للأسر المشتركة، والمطاعم والفنادق، والمتاجر المتخصصة، ثم التصدير عبر مصدّر أو تعاونية. البيع المباشر يعطي أفضل ثمن لكنه يتطلب وقتًا للنقل والتواصل. احسب قبل أن تقرر: أضف تكلفة الشهادة السنوية، والمردود الذي قد يكون أقل في السنوات الأولى، والعمل الإضافي لليد، ثم قارنها بالفرق في الثمن. مثال بسيط: إذا كانت الشهادة تكلف 6000 درهم في السنة وتبيع 20 طنًا، فكل كيلوغرام يتحمل 0.30 درهم. تعاون مع فلاحين آخرين لتوفير كميات منتظمة وتنويع المنتوجات، فالزبون يبحث عن الانتظام أكثر من الكمية الكبيرة مرة واحدة.',
            fr: "Principaux débouchés : marchés bio hebdomadaires des grandes villes, paniers de légumes pour des familles abonnées, restaurants et hôtels, magasins spécialisés, puis l'export via un exportateur ou une coopérative. La vente directe donne le meilleur prix mais demande du temps de transport et de communication. Calculez avant de décider : ajoutez le coût annuel de la certification, un rendement parfois plus faible les premières années et le travail manuel supplémentaire, puis comparez avec l'écart de prix. Exemple simple : si la certification coûte 6 000 DH par an et que vous vendez 20 tonnes, chaque kilo en supporte 0,30 DH. Associez-vous à d'autres producteurs pour fournir des volumes réguliers et une gamme variée : le client cherche la régularité plus qu'un gros volume d'un seul coup.",
            en: 'Main outlets: weekly organic markets in big cities, vegetable boxes for subscribing families, restaurants and hotels, specialist shops, then export through an exporter or a cooperative. Direct sales give the best price but take time for transport and communication. Calculate before you decide: add the yearly certification cost, yields that may be lower in the first years and the extra hand labour, then compare with the price gap. A simple example: if certification costs 6,000 MAD a year and you sell 20 tonnes, each kilo carries 0.30 MAD. Team up with other growers to supply steady volumes and a varied range: buyers want regularity more than one big batch.',
          },
          video: 'clip-a',
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'registre-bio.txt',
      lesson: [3, 0], // Records and inspection
      body: `FR - Ce que l'inspecteur bio demande
- Plan de la ferme : parcelles, voisins, haies et bandes tampons.
- Carnet par parcelle : semis, variété, fumure, traitements (produit, dose, date), récolte.
- Factures : semences, engrais, produits ; preuve qu'ils sont autorisés en bio.
- Registre des ventes : date, client, quantité.
- Séparation bio / non bio au champ, au magasin, dans les caisses.

AR - ما يطلبه مفتش الإشهاد البيولوجي
- خريطة الضيعة: القطع والجيران والسياجات والشرائط العازلة.
- دفتر لكل قطعة: البذر، الصنف، التسميد، المعالجات (المنتج، الجرعة، التاريخ)، الجني.
- الفواتير: البذور، الأسمدة، المنتجات، مع ما يثبت أنها مسموح بها.
- سجل المبيعات: التاريخ، الزبون، الكمية.
- الفصل بين البيولوجي وغير البيولوجي في الحقل والمخزن والصناديق.

EN - What the organic inspector asks for
- Farm map: plots, neighbours, hedges and buffer strips.
- Notebook per plot: sowing, variety, fertilising, treatments (product, dose, date), harvest.
- Invoices: seed, fertiliser, products; proof they are allowed in organic.
- Sales register: date, customer, quantity.
- Organic and non-organic kept apart in the field, store and crates.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'أي قانون ينظم الإنتاج البيولوجي في المغرب؟',
        fr: 'Quelle loi encadre la production biologique au Maroc ?',
        en: 'Which law governs organic production in Morocco?',
      },
      options: [
        { ar: 'القانون 39-12', fr: 'La loi 39-12', en: 'Law 39-12' },
        { ar: 'لا يوجد أي قانون', fr: 'Aucune loi', en: 'There is no law' },
        { ar: 'قانون السير', fr: 'Le code de la route', en: 'The highway code' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'كم تدوم فترة التحويل عادة للخضر (المحاصيل السنوية)؟',
        fr: 'Combien dure en général la conversion pour les légumes (cultures annuelles) ?',
        en: 'How long is conversion usually for vegetables (annual crops)?',
      },
      options: [
        { ar: 'شهر واحد', fr: 'Un mois', en: 'One month' },
        { ar: 'سنتان قبل البذر', fr: 'Deux ans avant le semis', en: 'Two years before sowing' },
        { ar: 'عشر سنوات', fr: 'Dix ans', en: 'Ten years' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'جارك يرش مبيدات كيماوية. ماذا تفعل؟',
        fr: 'Votre voisin traite chimiquement. Que faites-vous ?',
        en: 'Your neighbour sprays chemical pesticides. What do you do?',
      },
      options: [
        {
          ar: 'لا شيء، لا علاقة لذلك بالشهادة',
          fr: 'Rien, cela ne concerne pas la certification',
          en: 'Nothing, it does not affect certification',
        },
        { ar: 'أبيع كل المنتوج كبيولوجي', fr: 'Je vends toute la récolte en bio', en: 'I sell the whole crop as organic' },
        {
          ar: 'أزرع سياجًا أو أترك شريطًا عازلًا',
          fr: 'Je plante une haie ou garde une bande tampon',
          en: 'I plant a hedge or keep a buffer strip',
        },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'لماذا يُفضل التنقيط على الرش فوق الأوراق؟',
        fr: "Pourquoi préférer le goutte-à-goutte à l'aspersion ?",
        en: 'Why prefer drip irrigation to overhead sprinklers?',
      },
      options: [
        {
          ar: 'لأن الأوراق المبتلة تشجع الفطريات',
          fr: 'Le feuillage mouillé favorise les champignons',
          en: 'Wet foliage encourages fungal disease',
        },
        { ar: 'لأن الرش ممنوع قانونيًا', fr: "L'aspersion est interdite par la loi", en: 'Sprinklers are banned by law' },
        { ar: 'لأن التنقيط يجذب الحشرات النافعة', fr: 'Le goutte-à-goutte attire les auxiliaires', en: 'Drip attracts beneficial insects' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'ما الذي تحتاجه الحشرات النافعة البالغة قرب الحقل؟',
        fr: 'De quoi les auxiliaires adultes ont-ils besoin près du champ ?',
        en: 'What do adult beneficial insects need near the field?',
      },
      options: [
        { ar: 'تربة عارية', fr: 'Un sol nu', en: 'Bare soil' },
        { ar: 'مبيدات واسعة الطيف', fr: 'Des insecticides à large spectre', en: 'Broad-spectrum insecticides' },
        { ar: 'ضوء ليلي قوي', fr: 'Un éclairage nocturne', en: 'Strong night lighting' },
        { ar: 'أزهار فيها رحيق وحبوب لقاح', fr: 'Des fleurs avec nectar et pollen', en: 'Flowers with nectar and pollen' },
      ],
      correct: 3,
      module_index: 1,
    },
    {
      text: {
        ar: 'متى يُرش الـ Bt ضد اليرقات؟',
        fr: 'Quand pulvériser le Bt contre les chenilles ?',
        en: 'When should Bt be sprayed against caterpillars?',
      },
      options: [
        { ar: 'في الظهيرة تحت الشمس', fr: 'À midi en plein soleil', en: 'At midday in full sun' },
        { ar: 'في المساء وعلى اليرقات الصغيرة', fr: 'Le soir, sur les jeunes chenilles', en: 'In the evening, on young caterpillars' },
        {
          ar: 'بعد أن تتحول اليرقات إلى فراشات',
          fr: 'Quand les chenilles sont devenues papillons',
          en: 'After the caterpillars turn into moths',
        },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'لماذا تُحدد كمية النحاس في الفلاحة البيولوجية؟',
        fr: 'Pourquoi la quantité de cuivre est-elle limitée en bio ?',
        en: 'Why is copper limited in organic farming?',
      },
      options: [
        { ar: 'لأنه غالي الثمن', fr: "Parce qu'il est cher", en: 'Because it is expensive' },
        {
          ar: 'لأنه لا يعمل ضد الميلديو',
          fr: "Parce qu'il ne marche pas contre le mildiou",
          en: 'Because it does not work on downy mildew',
        },
        { ar: 'لأنه يتراكم في التربة', fr: "Parce qu'il s'accumule dans le sol", en: 'Because it builds up in the soil' },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: {
        ar: 'أي مصيدة تُستعمل لمراقبة فراشة توتا أبسولوتا؟',
        fr: 'Quel piège sert à surveiller Tuta absoluta ?',
        en: 'Which trap is used to monitor Tuta absoluta?',
      },
      options: [
        { ar: 'مصيدة الفيرومون', fr: 'Le piège à phéromones', en: 'A pheromone trap' },
        { ar: 'لوح أزرق لاصق', fr: 'Une plaque bleue engluée', en: 'A blue sticky card' },
        { ar: 'مصيدة فئران', fr: 'Un piège à rats', en: 'A rat trap' },
      ],
      correct: 0,
      module_index: 2,
    },
    {
      text: {
        ar: 'لماذا يقارن المفتش الكميات المبيعة بالمساحات؟',
        fr: "Pourquoi l'inspecteur compare-t-il ventes et surfaces ?",
        en: 'Why does the inspector compare sales with areas?',
      },
      options: [
        { ar: 'لحساب الضرائب', fr: 'Pour calculer les impôts', en: 'To work out taxes' },
        { ar: 'لاختيار أفضل فلاح', fr: 'Pour choisir le meilleur agriculteur', en: 'To pick the best farmer' },
        { ar: 'لتحديد ثمن البيع', fr: 'Pour fixer le prix de vente', en: 'To set the sale price' },
        {
          ar: 'لكشف خلط منتوج غير بيولوجي',
          fr: 'Pour détecter un mélange avec du non-bio',
          en: 'To detect mixing with non-organic produce',
        },
      ],
      correct: 3,
      module_index: 3,
    },
    {
      text: {
        ar: 'شهادة تكلف 6000 درهم وتبيع 20 طنًا: كم يتحمل كل كيلوغرام؟',
        fr: 'Certification à 6 000 DH, 20 tonnes vendues : combien par kilo ?',
        en: 'Certification costs 6,000 MAD and you sell 20 tonnes: how much per kilo?',
      },
      options: [
        { ar: '3 دراهم', fr: '3 DH', en: '3 MAD' },
        { ar: '0.30 درهم', fr: '0,30 DH', en: '0.30 MAD' },
        { ar: '0.03 درهم', fr: '0,03 DH', en: '0.03 MAD' },
      ],
      correct: 1,
      module_index: 3,
    },
    {
      text: {
        ar: 'هل يُسمح باستعمال الأسمدة الكيميائية الذائبة في الزراعة البيولوجية؟',
        fr: 'Les engrais chimiques de synthèse solubles sont-ils permis en bio ?',
        en: 'Are soluble synthetic fertilisers allowed in organic farming?',
      },
      options: [
        { ar: 'نعم، بكميات صغيرة', fr: 'Oui, en petites quantités', en: 'Yes, in small amounts' },
        { ar: 'لا، هي ممنوعة', fr: 'Non, ils sont interdits', en: 'No, they are forbidden' },
        { ar: 'نعم، إذا كانت مستوردة', fr: "Oui, s'ils sont importés", en: 'Yes, if they are imported' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'ما فائدة زراعة نباتات مزهرة على حافة حقل الخضر؟',
        fr: 'À quoi sert une bande fleurie en bordure du champ de légumes ?',
        en: 'What is a flower strip along the vegetable field for?',
      },
      options: [
        { ar: 'لتزيين الضيعة فقط', fr: 'Seulement à décorer la ferme', en: 'Only to decorate the farm' },
        {
          ar: 'لجذب الحشرات الضارة بعيدًا عن الحقل إلى الأبد',
          fr: 'À éloigner pour toujours tous les insectes',
          en: 'To keep all insects away for good',
        },
        {
          ar: 'لإيواء وتغذية الحشرات النافعة',
          fr: 'À abriter et nourrir les insectes auxiliaires',
          en: 'To shelter and feed beneficial insects',
        },
        { ar: 'لتعويض السقي', fr: "À remplacer l'irrigation", en: 'To replace irrigation' },
      ],
      correct: 2,
      module_index: 1,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Nadia Chraibi',
      description: 'Les pièges à phéromones contre Tuta ont changé ma saison de tomates sous serre. Formation très concrète.',
    },
    { rating: 4, author: 'إبراهيم إد علي', description: 'استفدت كثيرًا من درس السجلات، مرت زيارة المفتش بسلام.' },
    {
      rating: 5,
      author: 'Grace Wanjiru',
      description: 'Clear and honest about costs. The calculation per kilo helped our group decide on group certification.',
    },
    { rating: 4, author: null, description: "Très bien, j'aurais aimé plus de détails sur les engrais organiques autorisés." },
  ],
};
