import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'agricultural-drones-spraying-mapping',
  topic: 'drones',
  level: 'advanced',
  price_centimes: 89900,
  title: {
    ar: 'الطائرات المسيّرة في الفلاحة: الرش ورسم الخرائط',
    fr: 'Drones agricoles : pulvérisation et cartographie',
    en: 'Agricultural drones: spraying and mapping',
  },
  description: {
    ar: 'استعمل الطائرة المسيّرة بطريقة قانونية وآمنة ومربحة: أنواع الطائرات، والتراخيص، وتخطيط رحلات رسم الخرائط، وقراءة خرائط NDVI، ومعايرة طائرة الرش، والتحكم في الانجراف، وقائمة الفحص قبل الطيران، والبطاريات، وحساب المردودية. دورة متقدمة للفلاحين ومقدمي الخدمات.',
    fr: "Utilisez le drone de façon légale, sûre et rentable : types d'appareils, autorisations, planification des vols de cartographie, lecture des cartes NDVI, étalonnage du drone de pulvérisation, maîtrise de la dérive, check-list avant vol, batteries et calcul de rentabilité. Une formation avancée pour agriculteurs et prestataires de services.",
    en: 'Use drones legally, safely and profitably: aircraft types, authorisations, planning mapping flights, reading NDVI maps, calibrating a spray drone, controlling drift, pre-flight checks, batteries and working out profitability. An advanced course for farmers and service providers.',
  },
  modules: [
    {
      title: { ar: 'الطائرات المسيّرة في الفلاحة', fr: 'Les drones en agriculture', en: 'Drones in farming' },
      lessons: [
        {
          title: { ar: 'أنواع الطائرات واستعمالاتها', fr: 'Types de drones et usages', en: 'Drone types and uses' },
          summary: {
            ar: 'الطائرات متعددة المراوح تصلح للرش والحقول الصغيرة، والطائرات ذات الأجنحة الثابتة لرسم خرائط المساحات الكبيرة. نوع الكاميرا يحدد ما تستطيع رؤيته. تتعلم اختيار الأداة المناسبة لحاجتك.',
            fr: "Les multirotors conviennent à la pulvérisation et aux petites parcelles, les voilures fixes à la cartographie de grandes surfaces. Le type de caméra détermine ce que l'on peut voir. Vous apprenez à choisir l'outil adapté à votre besoin.",
            en: 'Multirotors suit spraying and small fields; fixed-wing aircraft suit mapping large areas. The camera type decides what you can see. You learn to choose the right tool for your needs.',
          },
          about: {
            ar: 'الطائرة متعددة المراوح (أربع أو ست أو ثماني مراوح) تقلع عموديًا وتثبت في الهواء، وهي الأكثر استعمالًا في الرش والمراقبة القريبة، لكن مدة طيرانها قصيرة. الطائرة ذات الجناح الثابت تطير مدة أطول وتغطي مئات الهكتارات في رحلة واحدة لرسم الخرائط، لكنها تحتاج مساحة للإقلاع والهبوط؛ وتوجد طائرات هجينة تقلع عموديًا ثم تطير كجناح ثابت. المستشعرات: الكاميرا العادية (RGB) تعطي صورًا واضحة لعدّ النباتات ورؤية الأضرار؛ الكاميرا متعددة الأطياف تقيس الأحمر والأحمر الحدّي والأشعة تحت الحمراء القريبة لحساب مؤشرات الغطاء النباتي؛ الكاميرا الحرارية تكشف الإجهاد المائي ومشاكل السقي. الاستعمالات: رسم الخرائط، وكشف الإجهاد مبكرًا، وعدّ الأشجار، وفحص شبكات السقي، والرش الموضعي، ونثر البذور أو الأسمدة الحبيبية.',
            fr: "Le multirotor (quatre, six ou huit hélices) décolle à la verticale et tient en vol stationnaire : c'est le plus utilisé pour la pulvérisation et l'observation rapprochée, mais son autonomie est courte. Le drone à voilure fixe vole plus longtemps et couvre des centaines d'hectares en un vol de cartographie, mais il lui faut de la place pour décoller et atterrir ; il existe aussi des hybrides qui décollent à la verticale puis volent comme un avion. Les capteurs : la caméra classique (RGB) donne des images nettes pour compter les plants et voir les dégâts ; la caméra multispectrale mesure le rouge, le red-edge et le proche infrarouge pour calculer des indices de végétation ; la caméra thermique révèle le stress hydrique et les problèmes d'irrigation. Usages : cartographie, détection précoce du stress, comptage des arbres, contrôle des réseaux d'irrigation, pulvérisation localisée, épandage de semences ou d'engrais granulés.",
            en: 'A multirotor (four, six or eight rotors) takes off vertically and can hover; it is the most used for spraying and close inspection, but its flight time is short. A fixed-wing drone flies longer and covers hundreds of hectares in one mapping flight, but needs room to take off and land; there are also hybrids that take off vertically and then fly like a plane. Sensors: a standard camera (RGB) gives sharp images to count plants and see damage; a multispectral camera measures red, red-edge and near-infrared light to calculate vegetation indices; a thermal camera reveals water stress and irrigation problems. Uses: mapping, early stress detection, tree counts, checking irrigation systems, spot spraying, and spreading seed or granular fertiliser.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: { ar: 'القوانين والتراخيص', fr: 'Réglementation et autorisations', en: 'Rules and authorisations' },
          summary: {
            ar: 'الطائرات المسيّرة مقننة بشدة، وفي المغرب يحتاج استيرادها وامتلاكها وتشغيلها إلى ترخيص مسبق. الرش بالطائرة له قواعد إضافية تخص المبيدات. تتعلم المبادئ العامة وما يجب التحقق منه قبل أي شراء.',
            fr: "Les drones sont strictement encadrés ; au Maroc, leur importation, leur détention et leur utilisation demandent une autorisation préalable. La pulvérisation par drone ajoute des règles sur les pesticides. Vous apprenez les principes généraux et ce qu'il faut vérifier avant tout achat.",
            en: 'Drones are tightly regulated; in Morocco, importing, owning and flying one requires prior authorisation. Spraying by drone adds rules on pesticides. You learn the general principles and what to check before any purchase.',
          },
          about: {
            ar: 'في المغرب، يخضع استيراد الطائرات المسيّرة وامتلاكها واستعمالها لترخيص مسبق من السلطات المختصة، ومنها المديرية العامة للطيران المدني والمصالح الأمنية. لا تشترِ طائرة قبل أن تعرف الإجراءات الحالية، لأن القواعد تتغير، واحتفظ بكل الوثائق معك أثناء الطيران. في أغلب البلدان الإفريقية تصدر هيئة الطيران المدني رخص الطيارين والطائرات. القواعد العامة المشتركة: الطيران في مدى البصر، وعدم تجاوز الارتفاع المسموح (غالبًا حوالي 120 مترًا)، والابتعاد عن المطارات والمواقع الحساسة والتجمعات البشرية، واحترام الحياة الخاصة، والتأمين على المسؤولية المدنية. بالنسبة للرش: لا تستعمل إلا مبيدات مرخصة من المكتب الوطني للسلامة الصحية (أونسا) للمحصول المعني، وتحقق هل يسمح الترخيص بالرش الجوي، واحترم الجرعات ومدة الانتظار والمناطق العازلة.',
            fr: "Au Maroc, l'importation, la détention et l'utilisation des drones sont soumises à une autorisation préalable des autorités compétentes, dont la Direction générale de l'aviation civile et les services de sécurité. N'achetez pas d'appareil avant de connaître les démarches en vigueur, car les règles évoluent, et gardez tous les documents sur vous pendant le vol. Dans la plupart des pays africains, l'autorité de l'aviation civile délivre les licences de pilote et d'appareil. Règles générales communes : vol à vue, hauteur maximale autorisée (souvent environ 120 m), éloignement des aéroports, des sites sensibles et des rassemblements de personnes, respect de la vie privée et assurance responsabilité civile. Pour la pulvérisation : n'utilisez que des produits homologués par l'ONSSA pour la culture concernée, vérifiez si l'homologation permet l'application aérienne, et respectez doses, délais avant récolte et zones tampons.",
            en: 'In Morocco, importing, owning and using drones requires prior authorisation from the competent authorities, including the civil aviation directorate and the security services. Do not buy an aircraft before you know the current procedures, because rules change, and carry all documents with you when flying. In most African countries, the civil aviation authority issues pilot and aircraft licences. Common general rules: fly within visual line of sight, stay under the permitted height (often about 120 m), keep away from airports, sensitive sites and crowds, respect privacy, and hold third-party liability insurance. For spraying: use only products registered by ONSSA for the crop concerned, check whether the registration allows aerial application, and respect doses, pre-harvest intervals and buffer zones.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'رسم الخرائط ومراقبة المحاصيل', fr: 'Cartographie et suivi des cultures', en: 'Mapping and crop monitoring' },
      lessons: [
        {
          title: { ar: 'تخطيط رحلة رسم الخرائط', fr: 'Planifier un vol de cartographie', en: 'Planning a mapping flight' },
          summary: {
            ar: 'جودة الخريطة تُحدد قبل الإقلاع: الارتفاع، والتداخل بين الصور، والوقت، والضوء. خطأ في التخطيط يعني ثقوبًا في الخريطة أو صورًا غير قابلة للمقارنة. تتعلم إعدادات رحلة ناجحة.',
            fr: "La qualité d'une carte se joue avant le décollage : hauteur, recouvrement des images, horaire et lumière. Une erreur de plan donne des trous dans la carte ou des images incomparables. Vous apprenez les réglages d'un vol réussi.",
            en: 'Map quality is decided before take-off: height, image overlap, timing and light. A planning mistake means holes in the map or images that cannot be compared. You learn the settings for a successful flight.',
          },
          about: {
            ar: 'تطبيق التخطيط يرسم مسار الطائرة آليًا فوق الحقل في خطوط متوازية. الارتفاع يحدد دقة الصورة (حجم البكسل على الأرض): كلما ارتفعت الطائرة غطت مساحة أكبر بدقة أقل. للكاميرات العادية الشائعة، يعطي ارتفاع 100 متر تقريبًا 2 إلى 3 سم لكل بكسل، وهذا كافٍ لأغلب الاستعمالات؛ الكاميرات متعددة الأطياف دقتها أقل. التداخل: اجعل التداخل الأمامي بين الصور حوالي 75 إلى 80% والجانبي حوالي 65 إلى 75%، ليتمكن البرنامج من تركيب الصور في خريطة واحدة. طِر في ساعتين حول منتصف النهار لتقليل الظلال، وفي سماء صافية أو غائمة بالكامل، لا متقطعة. مع الكاميرا متعددة الأطياف صوّر لوح المعايرة قبل الرحلة وبعدها. تجنب الرياح القوية. لمقارنة الخرائط عبر الموسم، أعد الرحلة بالإعدادات نفسها وفي الساعة نفسها تقريبًا.',
            fr: "L'application de planification trace automatiquement le trajet du drone au-dessus de la parcelle en lignes parallèles. La hauteur fixe la résolution (taille du pixel au sol) : plus le drone monte, plus il couvre de surface, avec moins de détail. Pour les caméras courantes, 100 m de hauteur donnent environ 2 à 3 cm par pixel, suffisant pour la plupart des usages ; les caméras multispectrales sont moins fines. Recouvrement : environ 75 à 80 % entre images successives et 65 à 75 % entre lignes, pour que le logiciel assemble les photos en une seule carte. Volez dans les deux heures autour de midi pour limiter les ombres, par ciel bien dégagé ou entièrement couvert, pas changeant. Avec une caméra multispectrale, photographiez le panneau de calibration avant et après le vol. Évitez le vent fort. Pour comparer les cartes au fil de la saison, refaites le vol avec les mêmes réglages et à peu près à la même heure.",
            en: "The planning app automatically draws the drone's path over the field in parallel lines. Height sets the resolution (pixel size on the ground): the higher the drone flies, the more area it covers, with less detail. For common cameras, 100 m of height gives about 2 to 3 cm per pixel, enough for most uses; multispectral cameras are coarser. Overlap: about 75 to 80% between consecutive images and 65 to 75% between lines, so the software can stitch the photos into one map. Fly within two hours of midday to limit shadows, under a clear or fully overcast sky, not a changing one. With a multispectral camera, photograph the calibration panel before and after the flight. Avoid strong wind. To compare maps through the season, repeat the flight with the same settings at about the same time of day.",
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'قراءة خرائط NDVI والتحقق في الحقل',
            fr: 'Lire une carte NDVI et vérifier au champ',
            en: 'Reading NDVI maps and checking in the field',
          },
          summary: {
            ar: 'مؤشر NDVI يقيس قوة الغطاء النباتي انطلاقًا من الضوء الأحمر والأشعة تحت الحمراء القريبة. الخريطة تبيّن أين توجد مشكلة لكن لا تقول لماذا. تتعلم قراءة الألوان والذهاب إلى المكان الصحيح للتشخيص.',
            fr: 'Le NDVI mesure la vigueur de la végétation à partir du rouge et du proche infrarouge. La carte montre où il y a un problème, pas pourquoi. Vous apprenez à lire les couleurs et à aller au bon endroit pour diagnostiquer.',
            en: 'NDVI measures plant vigour from red and near-infrared light. The map shows where there is a problem, not why. You learn to read the colours and go to the right spot to diagnose.',
          },
          about: {
            ar: 'النبات السليم يمتص الضوء الأحمر للتمثيل الضوئي ويعكس بقوة الأشعة تحت الحمراء القريبة. يُحسب المؤشر هكذا: NDVI = (تحت الأحمر القريب − الأحمر) ÷ (تحت الأحمر القريب + الأحمر)، وتتراوح قيمته بين −1 و+1. التربة العارية حوالي 0.1 إلى 0.2، والغطاء الكثيف السليم غالبًا بين 0.6 و0.9. على الخريطة يظهر الأخضر قويًا والأحمر أو الأصفر ضعيفًا. لكن انخفاض القيمة قد يكون سببه نقص الماء، أو نقص الآزوت، أو مرض، أو آفة، أو نقاطات مسدودة، أو تربة مالحة، أو مجرد نباتات أصغر سنًا. لذلك: حدد المناطق الضعيفة، وسجّل إحداثياتها، واذهب إليها مع مثقاب أو مجرفة: افحص النباتات والجذور والتربة والشبكة، وقارن بمنطقة قوية قريبة. الشكل يساعد: خطوط مستقيمة تشير إلى مشكلة سقي أو آلة، وبقع دائرية تشير غالبًا إلى مرض أو آفة.',
            fr: "Une plante saine absorbe le rouge pour la photosynthèse et réfléchit fortement le proche infrarouge. L'indice se calcule ainsi : NDVI = (proche infrarouge − rouge) ÷ (proche infrarouge + rouge) ; il va de −1 à +1. Un sol nu est vers 0,1 à 0,2, un couvert dense et sain souvent entre 0,6 et 0,9. Sur la carte, le vert signale la vigueur, le rouge ou le jaune la faiblesse. Mais une valeur basse peut venir d'un manque d'eau, d'un manque d'azote, d'une maladie, d'un ravageur, de goutteurs bouchés, d'un sol salé ou simplement de plantes plus jeunes. Donc : repérez les zones faibles, notez leurs coordonnées, et allez-y avec une tarière ou une bêche : examinez plantes, racines, sol et réseau, et comparez avec une zone vigoureuse voisine. La forme aide : des lignes droites évoquent un problème d'irrigation ou de machine, des taches rondes souvent une maladie ou un ravageur.",
            en: 'A healthy plant absorbs red light for photosynthesis and strongly reflects near-infrared. The index is: NDVI = (near-infrared − red) ÷ (near-infrared + red), ranging from −1 to +1. Bare soil sits around 0.1 to 0.2; dense, healthy cover is often between 0.6 and 0.9. On the map, green shows vigour and red or yellow shows weakness. But a low value may come from water shortage, lack of nitrogen, disease, a pest, blocked emitters, salty soil, or simply younger plants. So: mark the weak zones, note their coordinates and go there with an auger or spade; check the plants, roots, soil and irrigation, and compare with a strong zone nearby. Shapes help: straight lines point to an irrigation or machinery problem, round patches often to disease or pests.',
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'الرش بالطائرة', fr: 'La pulvérisation par drone', en: 'Spraying by drone' },
      lessons: [
        {
          title: { ar: 'معايرة طائرة الرش', fr: 'Étalonner le drone de pulvérisation', en: 'Calibrating a spray drone' },
          summary: {
            ar: 'الكمية الموزعة في الهكتار تتعلق بثلاثة أرقام: صبيب الفوهات، وسرعة الطيران، وعرض الرش. معايرة بسيطة بالماء تضمن الجرعة الصحيحة. تتعلم الحساب والتحقق.',
            fr: "Le volume par hectare dépend de trois chiffres : débit des buses, vitesse de vol et largeur de pulvérisation. Un étalonnage simple à l'eau garantit la bonne dose. Vous apprenez le calcul et la vérification.",
            en: 'The volume applied per hectare depends on three numbers: nozzle flow, flight speed and swath width. A simple water calibration guarantees the right dose. You learn the calculation and the checks.',
          },
          about: {
            ar: 'المعادلة: الحجم (لتر/هكتار) = الصبيب الكلي (لتر/دقيقة) × 10000 ÷ (السرعة بالمتر/ثانية × 60 × عرض الرش بالمتر). أو ببساطة: الصبيب × 166.7 ÷ (السرعة × العرض). مثال: صبيب 2 لتر/دقيقة، سرعة 5 م/ث، عرض 5 م: 2 × 166.7 ÷ 25 = 13.3 لتر في الهكتار. خطوات المعايرة: املأ الخزان بالماء النظيف، وشغّل الرش والطائرة على الأرض، واجمع ما تخرجه كل فوهة في دقيقة واحدة في وعاء مدرج. قارن الفوهات: إذا اختلفت إحداها بأكثر من حوالي 10% عن المتوسط فنظفها أو غيّرها. للتحقق من عرض الرش الفعلي، ضع أوراقًا حساسة للماء عرضيًا على خط الطيران وطر فوقها بالارتفاع المعتاد، ثم انظر أين تتوقف القطرات. احسب كمية المبيد للخزان حسب الحجم في الهكتار والجرعة المكتوبة على الملصق، واحترم الارتفاع فوق النباتات الذي يوصي به الصانع، غالبًا حوالي 2 إلى 3 أمتار.',
            fr: "La formule : volume (l/ha) = débit total (l/min) × 10 000 ÷ (vitesse en m/s × 60 × largeur de pulvérisation en m). Ou plus simplement : débit × 166,7 ÷ (vitesse × largeur). Exemple : débit de 2 l/min, vitesse 5 m/s, largeur 5 m : 2 × 166,7 ÷ 25 = 13,3 l/ha. Étapes de l'étalonnage : remplissez la cuve d'eau propre, lancez la pulvérisation drone au sol, et recueillez ce que donne chaque buse pendant une minute dans un récipient gradué. Comparez les buses : si l'une s'écarte de plus d'environ 10 % de la moyenne, nettoyez-la ou changez-la. Pour vérifier la largeur réelle, posez des papiers hydrosensibles en travers de la ligne de vol et survolez-les à la hauteur habituelle, puis regardez où s'arrêtent les gouttes. Calculez la quantité de produit par cuve selon le volume par hectare et la dose de l'étiquette, et respectez la hauteur au-dessus de la culture conseillée par le fabricant, souvent 2 à 3 m.",
            en: 'The formula: volume (L/ha) = total flow (L/min) × 10,000 ÷ (speed in m/s × 60 × swath width in m). Or simply: flow × 166.7 ÷ (speed × swath). Example: flow 2 L/min, speed 5 m/s, swath 5 m: 2 × 166.7 ÷ 25 = 13.3 L/ha. Calibration steps: fill the tank with clean water, run the sprayer with the drone on the ground, and collect what each nozzle delivers in one minute in a graduated jug. Compare nozzles: if one differs by more than about 10% from the average, clean or replace it. To check the real swath, lay water-sensitive paper across the flight line and fly over it at the usual height, then see where the droplets stop. Work out the amount of product per tank from the volume per hectare and the label dose, and keep the height above the crop that the maker recommends, often 2 to 3 m.',
          },
          video: 'clip-b',
        },
        {
          title: { ar: 'الانجراف والطقس والسلامة', fr: 'Dérive, météo et sécurité', en: 'Drift, weather and safety' },
          summary: {
            ar: 'قطرات الطائرة صغيرة وقريبة من مراوح قوية، لذلك تنجرف بسهولة. احترام حدود الرياح والحرارة والرطوبة والمناطق العازلة يحمي الجيران والنحل والماء. تتعلم قواعد الرش الآمن.',
            fr: "Les gouttes d'un drone sont fines et brassées par des hélices puissantes : elles dérivent facilement. Respecter les limites de vent, de température et d'humidité et les zones tampons protège voisins, abeilles et eau. Vous apprenez les règles d'une pulvérisation sûre.",
            en: 'Drone droplets are fine and churned by powerful rotors, so they drift easily. Respecting limits on wind, temperature and humidity, and buffer zones, protects neighbours, bees and water. You learn the rules of safe spraying.',
          },
          about: {
            ar: 'قِس الرياح بجهاز صغير قبل كل رش: الأفضل رياح خفيفة ثابتة، ولا ترش إذا تجاوزت حوالي 3 إلى 4 أمتار في الثانية أو حسب حد الصانع. الهدوء التام في الصباح الباكر قد يعني انقلابًا حراريًا، حيث تبقى القطرات الدقيقة معلقة وتنتقل بعيدًا. تجنب الحرارة فوق حوالي 25 إلى 28 درجة والرطوبة المنخفضة، لأن القطرات تتبخر قبل الوصول إلى النبات. اختر فوهات تعطي قطرات أكبر عندما يسمح المنتج بذلك. اترك مناطق عازلة قرب المنازل والطرق ومجاري الماء والآبار، وأخبر النحالين المجاورين قبل الرش بيوم على الأقل. السلامة الشخصية: البس القفازات والكمامة والنظارات عند تحضير الخليط، واغسل الأوعية الفارغة ثلاث مرات وصب ماء الغسل في الخزان، ولا تأكل ولا تدخن أثناء العمل. أبعد الناس والحيوانات عن منطقة الطيران، وسجّل كل عملية رش: التاريخ والمنتج والجرعة والطقس والقطعة.',
            fr: "Mesurez le vent avec un petit anémomètre avant chaque traitement : l'idéal est un vent faible et régulier ; ne traitez pas au-delà d'environ 3 à 4 m/s, ou de la limite du fabricant. Un calme total tôt le matin peut signaler une inversion de température : les fines gouttes restent en suspension et partent loin. Évitez les températures au-dessus d'environ 25 à 28 °C et l'air sec : les gouttes s'évaporent avant d'atteindre la plante. Choisissez des buses à plus grosses gouttes quand le produit le permet. Gardez des zones tampons près des maisons, des routes, des cours d'eau et des puits, et prévenez les apiculteurs voisins au moins la veille. Sécurité personnelle : gants, masque et lunettes pour préparer la bouillie ; rincez trois fois les bidons vides et versez l'eau de rinçage dans la cuve ; ne mangez pas et ne fumez pas pendant le travail. Éloignez personnes et animaux de la zone de vol, et notez chaque traitement : date, produit, dose, météo et parcelle.",
            en: "Measure the wind with a small anemometer before each job: a light, steady breeze is best; do not spray above about 3 to 4 m/s, or the maker's limit. Dead calm early in the morning may mean a temperature inversion, where fine droplets hang in the air and travel far. Avoid temperatures above about 25 to 28 °C and dry air, as droplets evaporate before reaching the plant. Choose nozzles that make coarser droplets when the product allows. Keep buffer zones near houses, roads, watercourses and wells, and warn neighbouring beekeepers at least a day ahead. Personal safety: wear gloves, mask and goggles when mixing; triple-rinse empty containers and pour the rinse water into the tank; do not eat or smoke while working. Keep people and animals out of the flight area, and record every job: date, product, dose, weather and plot.",
          },
          video: 'clip-c',
        },
      ],
    },
    {
      title: { ar: 'التشغيل والمردودية', fr: 'Exploitation et rentabilité', en: 'Operations and economics' },
      lessons: [
        {
          title: {
            ar: 'قائمة الفحص قبل الطيران والبطاريات',
            fr: 'Check-list avant vol et batteries',
            en: 'Pre-flight checklist and batteries',
          },
          summary: {
            ar: 'أغلب الحوادث تأتي من فحص ناقص أو بطارية متعبة. قائمة فحص مكتوبة تُتبع في كل رحلة تحمي الطائرة والناس. تتعلم الفحص والعناية ببطاريات الليثيوم.',
            fr: "La plupart des accidents viennent d'un contrôle bâclé ou d'une batterie fatiguée. Une check-list écrite suivie à chaque vol protège l'appareil et les personnes. Vous apprenez le contrôle et le soin des batteries lithium.",
            en: 'Most accidents come from a rushed check or a tired battery. A written checklist followed on every flight protects the aircraft and people. You learn the checks and how to care for lithium batteries.',
          },
          about: {
            ar: 'قبل الإقلاع: افحص المراوح (لا شقوق ولا كسور)، وتأكد أن الأذرع مثبتة، والبطارية مشحونة ومركبة جيدًا، والفوهات والخزان نظيفة، ونظام تحديد الموقع يلتقط عددًا كافيًا من الأقمار، وارتفاع العودة التلقائية أعلى من أعلى عائق (أشجار، أعمدة). ابحث في الحقل عن خطوط الكهرباء والأسلاك، فهي أول سبب لسقوط طائرات الرش. تحقق من حدود الطيران المبرمجة ومن أن الناس بعيدون. بعد الرحلة: نظّف الخزان والفوهات والمراوح، وسجّل مدة الطيران والمساحة والملاحظات. البطاريات: بطاريات الليثيوم قوية لكنها قد تشتعل. اشحنها في مكان آمن غير قابل للاشتعال تحت المراقبة، ولا تشحن بطارية ساخنة بعد الطيران، ولا تفرغها أكثر من اللازم (اهبط عند حوالي 20 إلى 30% المتبقية)، وخزّنها لمدة طويلة بشحن متوسط حوالي 50 إلى 60%. تخلص من أي بطارية منتفخة أو متضررة بطريقة آمنة.',
            fr: "Avant le décollage : contrôlez les hélices (ni fissure ni cassure), le verrouillage des bras, la charge et la fixation de la batterie, la propreté des buses et de la cuve, un nombre suffisant de satellites GPS, et une hauteur de retour automatique supérieure au plus haut obstacle (arbres, poteaux). Repérez dans la parcelle les lignes électriques et les câbles : c'est la première cause de chute des drones de pulvérisation. Vérifiez les limites de vol programmées et l'éloignement des personnes. Après le vol : nettoyez cuve, buses et hélices, et notez durée de vol, surface et observations. Batteries : les batteries lithium sont puissantes mais peuvent prendre feu. Chargez-les dans un endroit sûr et incombustible, sous surveillance ; ne chargez jamais une batterie encore chaude après le vol ; ne la videz pas trop (atterrissez vers 20 à 30 % restants) ; stockez-la longtemps à charge moyenne, environ 50 à 60 %. Éliminez en sécurité toute batterie gonflée ou abîmée.",
            en: 'Before take-off: check the propellers (no cracks or chips), that arms are locked, the battery is charged and seated, nozzles and tank are clean, GPS has enough satellites, and the return-to-home height is above the tallest obstacle (trees, poles). Look for power lines and cables in the field: they are the top cause of spray drone crashes. Check the programmed flight limits and that people are well away. After the flight: clean the tank, nozzles and propellers, and record flight time, area and notes. Batteries: lithium batteries are powerful but can catch fire. Charge them in a safe, non-flammable place under supervision; never charge a battery that is still hot from flying; do not run it too low (land at about 20 to 30% remaining); and store it long-term at a medium charge of about 50 to 60%. Dispose of any swollen or damaged battery safely.',
          },
          video: 'clip-a',
        },
        {
          title: {
            ar: 'هل تستحق الطائرة الشراء؟ التكاليف ونماذج الخدمة',
            fr: 'Un drone est-il rentable ? Coûts et prestation de service',
            en: 'Is a drone worth it? Costs and service models',
          },
          summary: {
            ar: 'شراء طائرة رش استثمار كبير مع تكاليف ثابتة مهمة. المساحة السنوية المعالجة هي التي تحدد هل الشراء أفضل من استئجار الخدمة. درس للقراءة مع طريقة الحساب.',
            fr: "Acheter un drone de pulvérisation est un gros investissement avec des coûts fixes importants. La surface traitée par an décide si l'achat vaut mieux que la prestation. Leçon à lire avec la méthode de calcul.",
            en: 'Buying a spray drone is a big investment with heavy fixed costs. The area treated each year decides whether buying beats hiring a service. A reading lesson with the calculation method.',
          },
          about: {
            ar: 'التكاليف الثابتة السنوية: اهتلاك الطائرة والبطاريات (البطاريات تُستبدل أسرع من الطائرة)، والمولد والشاحن، والتأمين، والتراخيص، والتكوين، والصيانة. التكاليف المتغيرة لكل هكتار: الوقود للمولد، واهتلاك البطاريات حسب الدورات، والقطع، ووقت العامل. المقارنة: المساحة الدنيا للشراء = التكاليف الثابتة السنوية ÷ (ثمن الخدمة للهكتار − تكلفتك المتغيرة للهكتار). مثال توضيحي: تكاليف ثابتة 50000 درهم في السنة، وتكلفة متغيرة 40 درهمًا للهكتار، وثمن الخدمة في المنطقة 150 درهمًا للهكتار: 50000 ÷ 110 = حوالي 455 هكتارًا في السنة. إذا كنت تعالج أقل من ذلك، فاستئجار مقدم خدمة أرخص. لذلك يناسب الشراء غالبًا التعاونيات والضيعات الكبيرة ومقدمي الخدمات الذين يعملون لعدة فلاحين. لا تنسَ الفوائد الأخرى: الرش في الأرض المبتلة أو المنحدرة حيث لا يدخل الجرار، ودون دهس المحصول، مع ماء أقل.',
            fr: "Coûts fixes annuels : amortissement du drone et des batteries (les batteries s'usent plus vite que le drone), groupe électrogène et chargeur, assurance, autorisations, formation et entretien. Coûts variables par hectare : carburant du groupe, usure des batteries selon les cycles, pièces et temps de l'opérateur. Comparaison : surface minimale pour acheter = coûts fixes annuels ÷ (prix de la prestation par hectare − votre coût variable par hectare). Exemple indicatif : 50 000 DH de coûts fixes par an, 40 DH de coût variable par hectare, prestation locale à 150 DH/ha : 50 000 ÷ 110 ≈ 455 hectares par an. Si vous traitez moins, faire appel à un prestataire revient moins cher. L'achat convient donc souvent aux coopératives, aux grandes exploitations et aux prestataires qui travaillent pour plusieurs agriculteurs. N'oubliez pas les autres avantages : traiter sur sol mouillé ou en pente, là où le tracteur n'entre pas, sans écraser la culture et avec moins d'eau.",
            en: 'Yearly fixed costs: depreciation of the drone and batteries (batteries wear out faster than the drone), generator and charger, insurance, authorisations, training and maintenance. Variable costs per hectare: generator fuel, battery wear per cycle, parts and operator time. Comparison: minimum area to justify buying = yearly fixed costs ÷ (service price per hectare − your variable cost per hectare). Illustrative example: 50,000 MAD fixed costs a year, 40 MAD variable cost per hectare, local service at 150 MAD/ha: 50,000 ÷ 110 ≈ 455 hectares a year. If you treat less than that, hiring a service provider is cheaper. So buying often suits cooperatives, large farms and service providers working for several farmers. Remember the other benefits: spraying wet or sloping ground where a tractor cannot go, without crushing the crop, and with less water.',
          },
          video: null,
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'drone-etalonnage-checklist.txt',
      lesson: [2, 0], // Calibrating a spray drone
      body: `FR - Drone de pulvérisation : étalonnage et check-list
Volume (l/ha) = débit (l/min) × 166,7 ÷ (vitesse m/s × largeur m)
Ex. : 2 × 166,7 ÷ (5 × 5) = 13,3 l/ha
Buses : 1 min dans un récipient gradué ; écart > 10 % = nettoyer ou changer.
Météo : vent ≤ 3-4 m/s, pas de calme plat à l'aube, T < 25-28 °C.
Avant vol : hélices, bras, batterie, GPS, hauteur de retour, lignes électriques, personnes.
Batteries : pas de charge à chaud, atterrir à 20-30 %, stockage 50-60 %.

AR - طائرة الرش: المعايرة وقائمة الفحص
الحجم (ل/هكتار) = الصبيب (ل/دقيقة) × 166.7 ÷ (السرعة م/ث × العرض م)
مثال: 2 × 166.7 ÷ (5 × 5) = 13.3 ل/هكتار
الفوهات: دقيقة في وعاء مدرج، فرق أكثر من 10% = تنظيف أو تغيير.
الطقس: رياح ≤ 3-4 م/ث، لا هدوء تام عند الفجر، حرارة < 25-28 درجة.
قبل الطيران: المراوح، الأذرع، البطارية، GPS، ارتفاع العودة، خطوط الكهرباء، الناس.
البطاريات: لا شحن وهي ساخنة، الهبوط عند 20-30%، التخزين 50-60%.

EN - Spray drone: calibration and checklist
Volume (L/ha) = flow (L/min) × 166.7 ÷ (speed m/s × swath m)
E.g. 2 × 166.7 ÷ (5 × 5) = 13.3 L/ha
Nozzles: 1 min into a graduated jug; > 10% off = clean or replace.
Weather: wind ≤ 3-4 m/s, no dead calm at dawn, T < 25-28 °C.
Pre-flight: propellers, arms, battery, GPS, return height, power lines, people.
Batteries: never charge hot, land at 20-30%, store at 50-60%.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'أي نوع من الطائرات يناسب رسم خرائط مئات الهكتارات في رحلة واحدة؟',
        fr: "Quel type de drone convient pour cartographier des centaines d'hectares en un vol ?",
        en: 'Which drone type suits mapping hundreds of hectares in one flight?',
      },
      options: [
        { ar: 'متعددة المراوح الصغيرة', fr: 'Un petit multirotor', en: 'A small multirotor' },
        { ar: 'ذات الجناح الثابت', fr: 'Un drone à voilure fixe', en: 'A fixed-wing drone' },
        { ar: 'طائرة رش ثقيلة', fr: 'Un drone de pulvérisation lourd', en: 'A heavy spray drone' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'قبل شراء طائرة في المغرب، ماذا يجب أن تفعل؟',
        fr: "Avant d'acheter un drone au Maroc, que faut-il faire ?",
        en: 'Before buying a drone in Morocco, what must you do?',
      },
      options: [
        {
          ar: 'التحقق من إجراءات الترخيص المسبق',
          fr: "Vérifier les démarches d'autorisation préalable",
          en: 'Check the prior authorisation procedures',
        },
        { ar: 'لا شيء، الطيران حر', fr: 'Rien, le vol est libre', en: 'Nothing, flying is unrestricted' },
        { ar: 'شراء أي مبيد للرش الجوي', fr: "Acheter n'importe quel pesticide pour l'aérien", en: 'Buy any pesticide for aerial use' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'ما التداخل الأمامي المناسب بين الصور في رسم الخرائط؟',
        fr: 'Quel recouvrement avant entre images pour la cartographie ?',
        en: 'What forward overlap between images is right for mapping?',
      },
      options: [
        { ar: 'حوالي 10%', fr: 'Environ 10 %', en: 'About 10%' },
        { ar: 'بدون تداخل', fr: 'Aucun recouvrement', en: 'No overlap' },
        { ar: 'حوالي 30%', fr: 'Environ 30 %', en: 'About 30%' },
        { ar: 'حوالي 75 إلى 80%', fr: 'Environ 75 à 80 %', en: 'About 75 to 80%' },
      ],
      correct: 3,
      module_index: 1,
    },
    {
      text: {
        ar: 'منطقة حمراء على خريطة NDVI. ما الخطوة التالية؟',
        fr: "Une zone rouge sur la carte NDVI. Quelle est l'étape suivante ?",
        en: 'A red zone on the NDVI map. What is the next step?',
      },
      options: [
        { ar: 'رش مبيد على كل الحقل فورًا', fr: 'Traiter tout le champ tout de suite', en: 'Spray the whole field at once' },
        { ar: 'زيادة السماد في كل مكان', fr: "Augmenter l'engrais partout", en: 'Add more fertiliser everywhere' },
        { ar: 'الذهاب إلى المكان لتشخيص السبب', fr: 'Aller sur place diagnostiquer la cause', en: 'Go to the spot to diagnose the cause' },
      ],
      correct: 2,
      module_index: 1,
    },
    {
      text: {
        ar: 'ما القيمة التقريبية لـ NDVI لغطاء نباتي كثيف وسليم؟',
        fr: 'Quelle valeur de NDVI pour un couvert dense et sain ?',
        en: 'What NDVI value fits dense, healthy cover?',
      },
      options: [
        { ar: 'حوالي 0.1', fr: 'Environ 0,1', en: 'About 0.1' },
        { ar: 'بين 0.6 و0.9', fr: 'Entre 0,6 et 0,9', en: 'Between 0.6 and 0.9' },
        { ar: 'حوالي −0.8', fr: 'Environ −0,8', en: 'About −0.8' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'صبيب 2 ل/د، سرعة 5 م/ث، عرض 5 م: كم لترًا في الهكتار؟',
        fr: 'Débit 2 l/min, vitesse 5 m/s, largeur 5 m : combien de l/ha ?',
        en: 'Flow 2 L/min, speed 5 m/s, swath 5 m: how many L/ha?',
      },
      options: [
        { ar: 'حوالي 13.3 لترًا في الهكتار', fr: 'Environ 13,3 l/ha', en: 'About 13.3 L/ha' },
        { ar: 'حوالي 40 لترًا في الهكتار', fr: 'Environ 40 l/ha', en: 'About 40 L/ha' },
        { ar: 'حوالي 2 لتر في الهكتار', fr: 'Environ 2 l/ha', en: 'About 2 L/ha' },
      ],
      correct: 0,
      module_index: 2,
    },
    {
      text: {
        ar: 'لماذا يكون الهدوء التام في الفجر خطيرًا للرش؟',
        fr: "Pourquoi un calme plat à l'aube est-il risqué pour pulvériser ?",
        en: 'Why is dead calm at dawn risky for spraying?',
      },
      options: [
        { ar: 'لأن الطائرة لا تستطيع الإقلاع', fr: 'Le drone ne peut pas décoller', en: 'The drone cannot take off' },
        { ar: 'لأن الندى يغسل المبيد دائمًا', fr: 'La rosée lave toujours le produit', en: 'Dew always washes the product off' },
        {
          ar: 'لأن الانقلاب الحراري يبقي القطرات معلقة وتنتقل بعيدًا',
          fr: 'Une inversion de température garde les gouttes en suspension, qui partent loin',
          en: 'A temperature inversion keeps droplets hanging so they travel far',
        },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: {
        ar: 'ماذا تفعل بماء غسل الأوعية الفارغة؟',
        fr: "Que faire de l'eau de rinçage des bidons vides ?",
        en: 'What do you do with the rinse water from empty containers?',
      },
      options: [
        { ar: 'تصبه في الساقية', fr: 'La verser dans la séguia', en: 'Pour it into the irrigation channel' },
        { ar: 'تصبه في خزان الرش', fr: 'La verser dans la cuve du pulvérisateur', en: 'Pour it into the spray tank' },
        { ar: 'تشربه الماشية', fr: 'La donner à boire au bétail', en: 'Give it to the livestock' },
        { ar: 'تتركه قرب البئر', fr: 'La laisser près du puits', en: 'Leave it near the well' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'ما القاعدة الصحيحة لبطاريات الليثيوم؟',
        fr: 'Quelle règle est correcte pour les batteries lithium ?',
        en: 'Which rule is right for lithium batteries?',
      },
      options: [
        { ar: 'شحنها مباشرة وهي ساخنة بعد الطيران', fr: 'Les charger aussitôt, encore chaudes', en: 'Charge them straight away while hot' },
        { ar: 'تفريغها إلى الصفر في كل رحلة', fr: 'Les vider à zéro à chaque vol', en: 'Run them to zero every flight' },
        {
          ar: 'تخزينها لمدة طويلة بشحن 50 إلى 60%',
          fr: 'Les stocker longtemps à 50-60 % de charge',
          en: 'Store them long-term at 50-60% charge',
        },
      ],
      correct: 2,
      module_index: 3,
    },
    {
      text: {
        ar: 'تكاليف ثابتة 50000 درهم، وثمن الخدمة 150 درهم/هكتار، وتكلفتك المتغيرة 40 درهم/هكتار. ما المساحة الدنيا للشراء؟',
        fr: 'Coûts fixes 50 000 DH, prestation 150 DH/ha, votre coût variable 40 DH/ha. Quelle surface minimale pour acheter ?',
        en: 'Fixed costs 50,000 MAD, service 150 MAD/ha, your variable cost 40 MAD/ha. What minimum area justifies buying?',
      },
      options: [
        { ar: 'حوالي 455 هكتارًا في السنة', fr: 'Environ 455 ha par an', en: 'About 455 ha a year' },
        { ar: 'حوالي 45 هكتارًا في السنة', fr: 'Environ 45 ha par an', en: 'About 45 ha a year' },
        { ar: 'حوالي 1250 هكتارًا في السنة', fr: 'Environ 1 250 ha par an', en: 'About 1,250 ha a year' },
      ],
      correct: 0,
      module_index: 3,
    },
    {
      text: {
        ar: 'ما الكاميرا المناسبة لكشف الإجهاد المائي ومشاكل السقي؟',
        fr: "Quelle caméra convient pour repérer le stress hydrique et les problèmes d'irrigation ?",
        en: 'Which camera suits spotting water stress and irrigation problems?',
      },
      options: [
        { ar: 'الكاميرا الحرارية', fr: 'La caméra thermique', en: 'A thermal camera' },
        { ar: 'كاميرا الهاتف في الليل', fr: 'La caméra du téléphone la nuit', en: 'A phone camera at night' },
        { ar: 'لا حاجة لأي كاميرا', fr: "Aucune caméra n'est utile", en: 'No camera is needed' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'ماذا تفعل إذا انتفخت بطارية الطائرة؟',
        fr: 'Que faire si une batterie du drone a gonflé ?',
        en: 'What do you do if a drone battery has swollen?',
      },
      options: [
        { ar: 'تشحنها ببطء وتستعملها', fr: "La recharger lentement et l'utiliser", en: 'Charge it slowly and use it' },
        {
          ar: 'توقف استعمالها وتتخلص منها بأمان',
          fr: "Cesser de l'utiliser et l'éliminer en sécurité",
          en: 'Stop using it and dispose of it safely',
        },
        { ar: 'تضغط عليها لتعود إلى شكلها', fr: "L'écraser pour qu'elle reprenne sa forme", en: 'Press it back into shape' },
        { ar: 'تضعها في الشمس لتجف', fr: 'La laisser sécher au soleil', en: 'Leave it in the sun to dry' },
      ],
      correct: 1,
      module_index: 3,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Yassine Berrada',
      description: "Formation sérieuse. L'étalonnage au papier hydrosensible a montré que ma largeur réelle était de 4 m et pas 6.",
    },
    { rating: 4, author: 'مريم الشرقاوي', description: 'درس خرائط NDVI ممتاز. أصبحت أعرف أن اللون الأحمر لا يعني دائمًا مرضًا.' },
    {
      rating: 5,
      author: 'Kwame Asante',
      description: 'The break-even calculation convinced our cooperative to start as a service provider. Very professional course.',
    },
    { rating: 4, author: null, description: 'Très complet ; la partie réglementation gagnerait à être mise à jour souvent.' },
  ],
};
