import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'healthy-soil-sustainable-farming',
  topic: 'sustainable-farming',
  level: 'beginner',
  price_centimes: 0,
  title: {
    ar: 'أساسيات الفلاحة المستدامة: تربة حية وماء مصون',
    fr: "Les bases de l'agriculture durable : un sol vivant, une eau préservée",
    en: 'Sustainable farming basics: living soil, saved water',
  },
  description: {
    ar: 'دورة مجانية للمبتدئين تشرح كيف تعرف تربتك، وتحميها من الانجراف والجفاف، وتخطط لدورة زراعية بسيطة. طرق عملية قليلة التكلفة تزيد المردود سنة بعد سنة دون إنهاك الأرض.',
    fr: "Formation gratuite pour débutants : connaître son sol, le protéger de l'érosion et de la sécheresse, et planifier une rotation simple. Des gestes pratiques et peu coûteux qui améliorent les rendements année après année sans épuiser la terre.",
    en: 'A free beginner course: get to know your soil, protect it from erosion and drought, and plan a simple crop rotation. Practical, low-cost methods that raise yields year after year without wearing out the land.',
  },
  modules: [
    {
      title: { ar: 'اعرف تربتك', fr: 'Connaître son sol', en: 'Know your soil' },
      lessons: [
        {
          title: {
            ar: 'مم تتكون التربة؟ اختبار القنينة',
            fr: 'De quoi est fait le sol ? Le test du bocal',
            en: 'What is soil made of? The jar test',
          },
          summary: {
            ar: 'تتكون التربة من الرمل والطمي والطين والمادة العضوية والماء والهواء. يتيح لك اختبار القنينة معرفة نسيج تربتك في يوم واحد وبلا تكلفة. نسيج التربة يحدد طريقة السقي والحرث.',
            fr: "Le sol est fait de sable, de limon, d'argile, de matière organique, d'eau et d'air. Le test du bocal vous donne la texture de votre sol en un jour et sans frais. La texture décide de la façon d'irriguer et de travailler la terre.",
            en: 'Soil is made of sand, silt, clay, organic matter, water and air. The jar test shows your soil texture in one day at no cost. Texture decides how you irrigate and work the land.',
          },
          about: {
            ar: 'خذ ترابًا من عمق 0 إلى 20 سم في عدة نقاط من الحقل واخلطه. املأ ثلث قنينة شفافة بالتراب، ثم أكملها بالماء مع ملعقة صغيرة من الملح أو مسحوق الغسيل، ورجّها بقوة دقيقتين. اتركها ساكنة: ينزل الرمل خلال دقيقة، والطمي خلال ساعتين تقريبًا، ويبقى الطين معلقًا حتى يوم كامل. قِس سمك كل طبقة واحسب نسبتها. التربة الرملية تجف بسرعة وتحتاج ريًّا خفيفًا ومتكررًا. التربة الطينية تحتفظ بالماء طويلًا لكنها تختنق إذا أُغرقت وتتصلب إذا حُرثت وهي مبتلة. التربة المتوازنة (الطُّفالية) هي الأسهل في العمل. دوّن النتيجة لكل قطعة أرض، فهي أساس كل قراراتك القادمة.',
            fr: "Prélevez de la terre entre 0 et 20 cm à plusieurs endroits du champ et mélangez-la. Remplissez un tiers d'un bocal transparent, complétez avec de l'eau et une cuillère de sel ou de lessive, puis secouez fort deux minutes. Laissez reposer : le sable se dépose en une minute, le limon en deux heures environ, l'argile reste en suspension jusqu'à un jour. Mesurez l'épaisseur de chaque couche et calculez sa part. Un sol sableux sèche vite et demande des arrosages courts et fréquents. Un sol argileux garde l'eau longtemps, mais s'asphyxie s'il est noyé et durcit si on le travaille mouillé. Un sol équilibré (limoneux) est le plus facile. Notez le résultat pour chaque parcelle : il guidera toutes vos décisions.",
            en: 'Take soil from 0 to 20 cm deep at several spots in the field and mix it. Fill a clear jar one third with soil, top it up with water and a spoon of salt or washing powder, and shake hard for two minutes. Let it stand: sand settles in a minute, silt in about two hours, and clay stays cloudy for up to a day. Measure each layer and work out its share. Sandy soil dries fast and needs short, frequent watering. Clay soil holds water for a long time, but suffocates when flooded and sets hard if worked wet. A balanced loam is the easiest to manage. Write the result down for each plot: it will guide every decision that follows.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: {
            ar: 'المادة العضوية وحياة التربة',
            fr: 'La matière organique et la vie du sol',
            en: 'Organic matter and soil life',
          },
          summary: {
            ar: 'المادة العضوية هي مخزن الماء والغذاء في التربة. أغلب تربنا فقيرة فيها، وكل زيادة صغيرة تحسّن المردود. تتعلم كيف ترفعها بالسماد العضوي وبقايا المحاصيل.',
            fr: "La matière organique est la réserve d'eau et de nourriture du sol. Beaucoup de nos sols en manquent, et chaque petit gain améliore les rendements. Vous apprenez à l'augmenter avec le compost et les résidus de culture.",
            en: "Organic matter is the soil's store of water and nutrients. Many of our soils lack it, and every small gain improves yields. You learn to raise it with compost and crop residues.",
          },
          about: {
            ar: 'المادة العضوية هي بقايا النباتات والحيوانات المتحللة، وهي غذاء الديدان والفطريات والبكتيريا التي تجعل التربة حية. تحتوي كثير من الترب في المغرب وفي المناطق الجافة على أقل من 1 إلى 2% من المادة العضوية، وهذا قليل. التربة الغنية بها تشرب ماء المطر بدل أن يسيل، وتحتفظ به مدة أطول، وتطلق الغذاء للنبات ببطء. لرفعها: أضف سمادًا عضويًا ناضجًا كل سنة (من 10 إلى 20 طنًا في الهكتار للخضر)، ولا تحرق بقايا المحاصيل بل اتركها على السطح أو اخلطها بالتربة، وقلّل الحرث العميق الذي يحرق المادة العضوية. علامات التربة الحية: رائحة غابة، ديدان كثيرة، وكتل تتفتت بسهولة بين الأصابع.',
            fr: "La matière organique, ce sont les restes de plantes et d'animaux décomposés. Elle nourrit les vers, champignons et bactéries qui rendent le sol vivant. Beaucoup de sols du Maroc et des zones sèches en contiennent moins de 1 à 2 %, c'est peu. Un sol riche en matière organique absorbe la pluie au lieu de la laisser ruisseler, la garde plus longtemps et libère lentement les éléments nutritifs. Pour l'augmenter : apportez chaque année du compost mûr (10 à 20 tonnes par hectare en maraîchage), ne brûlez pas les résidus de culture mais laissez-les en surface ou enfouissez-les, et limitez les labours profonds qui brûlent la matière organique. Signes d'un sol vivant : odeur de sous-bois, nombreux vers de terre, mottes qui s'émiettent facilement.",
            en: 'Organic matter is the remains of decayed plants and animals. It feeds the worms, fungi and bacteria that make soil alive. Many soils in Morocco and other dry regions hold less than 1 to 2% organic matter, which is low. Soil rich in organic matter soaks up rain instead of letting it run off, holds it longer and releases nutrients slowly. To raise it: add mature compost every year (10 to 20 tonnes per hectare for vegetables), never burn crop residues but leave them on the surface or work them in, and limit deep ploughing, which burns organic matter away. Signs of living soil: a forest smell, plenty of earthworms, and crumbs that break up easily between your fingers.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'حماية التربة والماء', fr: "Protéger le sol et l'eau", en: 'Protecting soil and water' },
      lessons: [
        {
          title: {
            ar: 'التغطية (الملش) والمحاصيل الغطائية',
            fr: 'Le paillage et les cultures de couverture',
            en: 'Mulching and cover crops',
          },
          summary: {
            ar: 'التربة العارية تفقد ماءها وتنجرف. الغطاء من القش أو بقايا النباتات أو محصول غطائي يحميها. تتعلم متى وكيف تستعمل كل نوع.',
            fr: "Un sol nu perd son eau et s'érode. Une couverture de paille, de résidus ou une culture de couverture le protège. Vous apprenez quand et comment utiliser chaque solution.",
            en: 'Bare soil loses water and washes away. A cover of straw, residues or a cover crop protects it. You learn when and how to use each option.',
          },
          about: {
            ar: 'التغطية أو الملش هي وضع طبقة من القش أو الأوراق الجافة أو بقايا التقليم فوق التربة حول النباتات. طبقة بسمك 5 إلى 10 سم تقلل تبخر الماء بشكل كبير، وتخفض حرارة التربة في الصيف، وتمنع نمو الأعشاب الضارة، ثم تتحلل لتغذي التربة. اترك فراغًا صغيرًا حول ساق النبات لتجنب التعفن. أما المحصول الغطائي فهو نبات يُزرع لحماية التربة وتغذيتها لا للبيع، مثل خليط البيقية والشوفان أو الفول. يُزرع بعد الحصاد مع أول الأمطار، ثم يُقطع عند الإزهار ويُترك على السطح أو يُخلط بالتربة. البقوليات منها تضيف الآزوت مجانًا. القاعدة البسيطة: لا تترك التربة عارية أبدًا.',
            fr: "Le paillage consiste à couvrir le sol autour des plantes de paille, de feuilles sèches ou de restes de taille. Une couche de 5 à 10 cm réduit fortement l'évaporation, rafraîchit le sol en été, empêche les mauvaises herbes de pousser, puis se décompose et nourrit le sol. Laissez un petit espace autour de la tige pour éviter la pourriture. Une culture de couverture est une plante semée pour protéger et nourrir le sol, pas pour la vente : mélange vesce-avoine ou fève, par exemple. On la sème après la récolte avec les premières pluies, on la coupe à la floraison et on la laisse en surface ou on l'enfouit. Les légumineuses apportent en plus de l'azote gratuit. Règle simple : ne jamais laisser le sol nu.",
            en: 'Mulching means covering the soil around plants with straw, dry leaves or pruning waste. A layer 5 to 10 cm thick cuts evaporation sharply, keeps the soil cooler in summer, stops weeds from growing, then breaks down and feeds the soil. Leave a small gap around the stem to avoid rot. A cover crop is a plant sown to protect and feed the soil, not to sell, such as a vetch and oat mix or faba beans. Sow it after harvest with the first rains, cut it at flowering and leave it on the surface or work it in. Legume covers also add free nitrogen. The simple rule: never leave soil bare.',
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'وقف الانجراف وجمع ماء المطر',
            fr: "Arrêter l'érosion et récolter l'eau de pluie",
            en: 'Stopping erosion and harvesting rainwater',
          },
          summary: {
            ar: 'على المنحدرات يجرف المطر أخصب طبقة من التربة. الحرث وفق خطوط التسوية والحواجز الحجرية وأحواض حول الأشجار توقف الماء وتدخله إلى التربة. هذه أعمال بسيطة تدوم سنوات.',
            fr: "Sur les pentes, la pluie emporte la couche la plus fertile du sol. Le travail en courbes de niveau, les cordons de pierres et les cuvettes autour des arbres retiennent l'eau et la font entrer dans le sol. Ce sont des ouvrages simples qui durent des années.",
            en: 'On slopes, rain carries away the most fertile layer of soil. Working along contour lines, stone lines and basins around trees hold water back and let it soak in. These are simple works that last for years.',
          },
          about: {
            ar: 'عندما يسيل ماء المطر على منحدر عارٍ يحمل معه التربة السطحية التي احتاجت قرونًا لتتكون. القاعدة الأولى: احرث وازرع عرضيًا، أي وفق خطوط التسوية، لا من أعلى المنحدر إلى أسفله. لرسم خط تسوية استعمل أداة بسيطة على شكل حرف A مع خيط ووزن، أو خرطومًا شفافًا مملوءًا بالماء. على هذه الخطوط ابنِ حواجز من الحجارة أو صفوفًا من النباتات المعمرة تبطئ الماء وتحبس التربة. حول كل شجرة اصنع حوضًا على شكل هلال مفتوح نحو أعلى المنحدر ليجمع الماء الجاري. ويمكن تخزين ماء السطوح في صهريج (المطفية) للسقي التكميلي. كل لتر يدخل التربة هو لتر لا تحتاج إلى ضخه.',
            fr: "Quand la pluie ruisselle sur une pente nue, elle emporte la terre de surface qui a mis des siècles à se former. Première règle : labourer et semer en travers de la pente, le long des courbes de niveau, jamais dans le sens de la pente. Pour tracer une courbe de niveau, utilisez un cadre en A avec un fil à plomb, ou un tuyau transparent rempli d'eau. Sur ces lignes, construisez des cordons de pierres ou des haies de plantes pérennes qui ralentissent l'eau et retiennent la terre. Autour de chaque arbre, creusez une demi-lune ouverte vers le haut de la pente pour capter le ruissellement. L'eau des toits peut être stockée dans une citerne (matfia) pour l'irrigation d'appoint. Chaque litre infiltré est un litre que vous n'aurez pas à pomper.",
            en: 'When rain runs over a bare slope, it carries off topsoil that took centuries to form. First rule: plough and sow across the slope, along contour lines, never up and down. To mark a contour line, use an A-frame with a plumb line, or a clear hose filled with water. Along these lines, build stone lines or hedges of perennial plants that slow water and trap soil. Around each tree, dig a half-moon basin open towards the top of the slope to catch runoff. Roof water can be stored in a cistern (matfia) for extra irrigation. Every litre that soaks in is a litre you will not have to pump.',
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'الدورة الزراعية', fr: 'La rotation des cultures', en: 'Crop rotation' },
      lessons: [
        {
          title: {
            ar: 'لماذا نناوب بين المحاصيل؟',
            fr: 'Pourquoi alterner les cultures ?',
            en: 'Why rotate crops?',
          },
          summary: {
            ar: 'زراعة المحصول نفسه في المكان نفسه كل سنة تنهك التربة وتكثّر الأمراض. المناوبة بين عائلات النباتات تكسر دورة الآفات وتوازن الغذاء. البقوليات تضيف الآزوت للمحصول الذي يليها.',
            fr: "Cultiver la même plante au même endroit chaque année épuise le sol et multiplie les maladies. Alterner les familles de plantes casse le cycle des ravageurs et équilibre la nutrition. Les légumineuses laissent de l'azote à la culture suivante.",
            en: 'Growing the same crop in the same place every year wears out the soil and multiplies disease. Alternating plant families breaks pest cycles and balances nutrition. Legumes leave nitrogen for the next crop.',
          },
          about: {
            ar: 'لكل عائلة نباتية أمراضها وحشراتها واحتياجاتها. إذا زرعت الطماطم بعد الطماطم، تبقى فطريات وديدان التربة (النيماتودا) في الأرض وتتكاثر كل سنة. العائلات الرئيسية: الباذنجانيات (طماطم، بطاطس، فلفل، باذنجان)، والقرعيات (بطيخ، كوسة، خيار)، والبقوليات (فول، حمص، عدس، جلبان)، والنجيليات (قمح، شعير، ذرة)، والصليبيات (كرنب، لفت)، والثوميات (بصل، ثوم). القاعدة: لا تعد العائلة نفسها إلى القطعة نفسها قبل 3 إلى 4 سنوات. البقوليات تثبّت الآزوت من الهواء بفضل عقد في جذورها، لذلك يعطي القمح بعد الفول أو الحمص مردودًا أفضل بسماد أقل. المحاصيل ذات الجذور العميقة تتبعها محاصيل ذات جذور سطحية لاستغلال كل طبقات التربة.',
            fr: "Chaque famille de plantes a ses maladies, ses ravageurs et ses besoins. Si vous plantez tomate après tomate, les champignons et les nématodes du sol restent et se multiplient chaque année. Les grandes familles : solanacées (tomate, pomme de terre, poivron, aubergine), cucurbitacées (melon, courgette, concombre), légumineuses (fève, pois chiche, lentille, petit pois), céréales (blé, orge, maïs), crucifères (chou, navet) et alliacées (oignon, ail). Règle : ne pas remettre la même famille sur la même parcelle avant 3 à 4 ans. Les légumineuses fixent l'azote de l'air grâce aux nodules de leurs racines : un blé après fève ou pois chiche donne plus avec moins d'engrais. Faites suivre une culture à racines profondes par une culture à racines superficielles pour exploiter tout le sol.",
            en: 'Each plant family has its own diseases, pests and needs. If you plant tomato after tomato, soil fungi and nematodes stay and multiply every year. The main families: nightshades (tomato, potato, pepper, aubergine), cucurbits (melon, courgette, cucumber), legumes (faba bean, chickpea, lentil, pea), cereals (wheat, barley, maize), brassicas (cabbage, turnip) and alliums (onion, garlic). Rule: do not bring the same family back to the same plot for 3 to 4 years. Legumes fix nitrogen from the air through nodules on their roots, so wheat after faba beans or chickpeas yields more with less fertiliser. Follow a deep-rooted crop with a shallow-rooted one to use every layer of the soil.',
          },
          video: 'clip-b',
        },
        {
          title: {
            ar: 'خطة دورة زراعية من أربع سنوات',
            fr: 'Un plan de rotation sur quatre ans',
            en: 'A four-year rotation plan',
          },
          summary: {
            ar: 'قسّم أرضك إلى أربع قطع وانقل كل عائلة نباتية خطوة كل سنة. تحصل على إنتاج كل سنة مع أرض ترتاح وتتجدد. درس للقراءة مع مثال جاهز.',
            fr: "Divisez votre terre en quatre parcelles et déplacez chaque famille d'un cran par an. Vous produisez chaque année tout en laissant le sol se régénérer. Leçon à lire, avec un exemple prêt à l'emploi.",
            en: 'Split your land into four plots and move each plant family one step each year. You harvest every year while the soil recovers. A reading lesson with a ready-made example.',
          },
          about: {
            ar: 'ارسم أرضك على ورقة وقسّمها إلى أربع قطع متقاربة المساحة: أ، ب، ج، د. في السنة الأولى ازرع مثلًا: أ بقوليات (فول أو حمص)، ب خضر ورقية وصليبيات، ج باذنجانيات أو قرعيات مع سماد عضوي جيد، د حبوب. في السنة الثانية تنتقل كل مجموعة إلى القطعة التالية: البقوليات إلى ب، والخضر الورقية إلى ج، وهكذا. بعد أربع سنوات تعود كل عائلة إلى مكانها الأول. ضع السماد العضوي أمام المحاصيل المتطلبة كالطماطم والبطاطس، وازرع الحبوب بعد البقوليات للاستفادة من الآزوت. علّق الخطة في مكان ظاهر وسجّل كل سنة ما زرعت وكم أنتجت: السجل هو ذاكرة المزرعة.',
            fr: "Dessinez votre terrain sur une feuille et divisez-le en quatre parcelles de surface proche : A, B, C, D. La première année, par exemple : A en légumineuses (fève ou pois chiche), B en légumes-feuilles et crucifères, C en solanacées ou cucurbitacées avec un bon apport de compost, D en céréales. La deuxième année, chaque groupe avance d'une parcelle : les légumineuses passent en B, les légumes-feuilles en C, et ainsi de suite. Après quatre ans, chaque famille revient à sa place de départ. Mettez le compost devant les cultures exigeantes comme la tomate et la pomme de terre, et semez les céréales après les légumineuses pour profiter de l'azote. Affichez le plan et notez chaque année ce que vous avez semé et récolté : le carnet est la mémoire de la ferme.",
            en: "Draw your land on a sheet of paper and divide it into four plots of similar size: A, B, C, D. In year one, for example: A in legumes (faba bean or chickpea), B in leafy vegetables and brassicas, C in nightshades or cucurbits with a good dose of compost, D in cereals. In year two, each group moves one plot along: legumes go to B, leafy vegetables to C, and so on. After four years, each family is back where it started. Put compost ahead of demanding crops such as tomato and potato, and sow cereals after legumes to use the nitrogen they leave. Pin the plan up and record each year what you sowed and harvested: the record book is the farm's memory.",
          },
          video: null,
        },
      ],
    },
    {
      title: {
        ar: 'مزرعة مستدامة يومًا بعد يوم',
        fr: 'Une ferme durable au quotidien',
        en: 'A sustainable farm day to day',
      },
      lessons: [
        {
          title: {
            ar: 'اقتصاد الماء والمدخلات',
            fr: "Économiser l'eau et les intrants",
            en: 'Saving water and inputs',
          },
          summary: {
            ar: 'الفلاحة المستدامة تعني إنتاج أكثر بموارد أقل. السقي في الوقت المناسب، والتسميد حسب الحاجة، ومعالجة الآفات عند الضرورة فقط توفر المال وتحمي البيئة. تتعلم عادات بسيطة لتحقيق ذلك.',
            fr: "L'agriculture durable, c'est produire plus avec moins de ressources. Irriguer au bon moment, fertiliser selon le besoin et traiter seulement quand c'est nécessaire économisent de l'argent et protègent l'environnement. Vous apprenez des habitudes simples pour y arriver.",
            en: 'Sustainable farming means producing more with fewer resources. Watering at the right time, fertilising to need and spraying only when necessary save money and protect the environment. You learn simple habits to get there.',
          },
          about: {
            ar: 'اسقِ في الصباح الباكر أو المساء لتقليل التبخر، وافحص رطوبة التربة بيدك على عمق 10 سم قبل كل سقية: إذا تماسكت التربة في كرة فلا حاجة للسقي بعد. التنقيط يوفر كثيرًا من الماء مقارنة بالسقي بالغمر. لا تضف الأسمدة الكيماوية عشوائيًا: أجرِ تحليلًا للتربة كل ثلاث سنوات تقريبًا واتبع توصياته، وقسّم الآزوت على عدة دفعات بدل دفعة واحدة كبيرة. قبل أي رش للمبيدات تفقّد الحقل: هل الإصابة تتجاوز عتبة الضرر؟ هل توجد حشرات نافعة كالدعسوقة تقوم بالعمل؟ اختر عند الحاجة المنتج الأقل ضررًا واحترم الجرعة ومدة الانتظار قبل الجني. كل درهم لا يُنفق على مدخل غير ضروري هو ربح صافٍ.',
            fr: "Irriguez tôt le matin ou le soir pour limiter l'évaporation, et vérifiez l'humidité du sol à la main à 10 cm avant chaque arrosage : si la terre forme une boule, pas besoin d'arroser encore. Le goutte-à-goutte économise beaucoup d'eau par rapport à l'irrigation gravitaire. N'apportez pas d'engrais chimiques au hasard : faites une analyse de sol environ tous les trois ans et suivez ses conseils, et fractionnez l'azote en plusieurs apports plutôt qu'un seul gros. Avant tout traitement, observez le champ : l'attaque dépasse-t-elle le seuil de nuisibilité ? Des auxiliaires comme les coccinelles font-ils déjà le travail ? Si un traitement est nécessaire, choisissez le produit le moins nocif, respectez la dose et le délai avant récolte. Chaque dirham non dépensé en intrant inutile est un bénéfice net.",
            en: 'Water early in the morning or in the evening to limit evaporation, and check soil moisture by hand at 10 cm before each watering: if the soil holds together in a ball, it does not need water yet. Drip irrigation saves a lot of water compared with flood irrigation. Do not apply chemical fertiliser at random: test your soil about every three years and follow its advice, and split nitrogen into several small doses instead of one big one. Before any spraying, walk the field: is the damage above the economic threshold? Are beneficial insects such as ladybirds already doing the job? If a treatment is needed, choose the least harmful product and respect the dose and the waiting time before harvest. Every dirham not spent on a useless input is pure profit.',
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'قياس التقدم: دفتر المزرعة',
            fr: 'Mesurer ses progrès : le carnet de ferme',
            en: 'Measuring progress: the farm notebook',
          },
          summary: {
            ar: 'لا يمكن تحسين ما لا نقيسه. دفتر بسيط يسجل الزراعات والسقي والمدخلات والمردود يبيّن ما ينجح في أرضك. درس للقراءة مع أمثلة لمؤشرات سهلة.',
            fr: "On n'améliore que ce que l'on mesure. Un carnet simple qui note cultures, irrigations, intrants et rendements montre ce qui marche sur votre terre. Leçon à lire, avec des exemples d'indicateurs faciles.",
            en: 'You only improve what you measure. A simple notebook recording crops, watering, inputs and yields shows what works on your land. A reading lesson with examples of easy indicators.',
          },
          about: {
            ar: 'خصص لكل قطعة أرض صفحة في دفتر. سجّل: تاريخ الزرع والصنف، وكميات السماد العضوي والكيماوي، وعدد السقيات ومدتها، والمعالجات ضد الآفات، وتاريخ الجني والكمية المحصودة وثمن البيع. في نهاية الموسم احسب مؤشرات بسيطة: المردود بالكيلوغرام في الهكتار، وكمية الماء لكل كيلوغرام منتَج، وتكلفة المدخلات لكل كيلوغرام. قارن القطع بعضها ببعض ومن سنة إلى أخرى. لاحظ أيضًا علامات صحة التربة: عدد الديدان في حفرة بحجم مجرفة، وسرعة تسرب الماء بعد المطر، ولون التربة. بعد سنتين أو ثلاث سترى بوضوح أثر التغطية والدورة الزراعية والسماد العضوي على أرضك وعلى دخلك.',
            fr: "Consacrez une page du carnet à chaque parcelle. Notez : date de semis et variété, quantités de compost et d'engrais, nombre et durée des irrigations, traitements contre les ravageurs, date de récolte, quantité récoltée et prix de vente. En fin de saison, calculez des indicateurs simples : rendement en kilos par hectare, quantité d'eau par kilo produit et coût des intrants par kilo. Comparez les parcelles entre elles et d'une année à l'autre. Observez aussi la santé du sol : nombre de vers dans un trou de la taille d'une pelletée, vitesse d'infiltration après la pluie, couleur de la terre. Au bout de deux ou trois ans, vous verrez clairement l'effet du paillage, de la rotation et du compost sur votre terre et sur votre revenu.",
            en: 'Give each plot its own page in a notebook. Record: sowing date and variety, amounts of compost and fertiliser, number and length of waterings, pest treatments, harvest date, quantity harvested and sale price. At the end of the season, work out simple indicators: yield in kilos per hectare, water used per kilo produced, and input cost per kilo. Compare plots with each other and from one year to the next. Also watch soil health: the number of worms in a spade-sized hole, how fast water soaks in after rain, and the colour of the soil. After two or three years you will clearly see what mulching, rotation and compost have done for your land and your income.',
          },
          video: null,
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'rotation-4-ans.txt',
      lesson: [2, 1], // A four-year rotation plan
      body: `FR - Rotation sur 4 ans (parcelles A, B, C, D)
Année 1 : A légumineuses | B légumes-feuilles | C solanacées + compost | D céréales
Année 2 : A céréales | B légumineuses | C légumes-feuilles | D solanacées + compost
Année 3 : A solanacées + compost | B céréales | C légumineuses | D légumes-feuilles
Année 4 : A légumes-feuilles | B solanacées + compost | C céréales | D légumineuses
Rappel : même famille au même endroit pas avant 3-4 ans. Sol jamais nu.

AR - دورة زراعية من 4 سنوات (القطع أ، ب، ج، د)
السنة 1: أ بقوليات | ب خضر ورقية | ج باذنجانيات + سماد عضوي | د حبوب
السنة 2: أ حبوب | ب بقوليات | ج خضر ورقية | د باذنجانيات + سماد عضوي
السنة 3: أ باذنجانيات + سماد عضوي | ب حبوب | ج بقوليات | د خضر ورقية
السنة 4: أ خضر ورقية | ب باذنجانيات + سماد عضوي | ج حبوب | د بقوليات
تذكير: لا تعد العائلة نفسها إلى المكان نفسه قبل 3-4 سنوات. لا تترك التربة عارية.

EN - 4-year rotation (plots A, B, C, D)
Year 1: A legumes | B leafy greens | C nightshades + compost | D cereals
Year 2: A cereals | B legumes | C leafy greens | D nightshades + compost
Year 3: A nightshades + compost | B cereals | C legumes | D leafy greens
Year 4: A leafy greens | B nightshades + compost | C cereals | D legumes
Reminder: same family in the same place not before 3-4 years. Never leave soil bare.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'في اختبار القنينة، أي مكوّن يترسب أولًا؟',
        fr: 'Dans le test du bocal, quel élément se dépose en premier ?',
        en: 'In the jar test, which part settles first?',
      },
      options: [
        { ar: 'الطين', fr: "L'argile", en: 'Clay' },
        { ar: 'الرمل', fr: 'Le sable', en: 'Sand' },
        { ar: 'الطمي', fr: 'Le limon', en: 'Silt' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'كيف تُسقى التربة الرملية عادة؟',
        fr: 'Comment irrigue-t-on en général un sol sableux ?',
        en: 'How is sandy soil usually watered?',
      },
      options: [
        { ar: 'سقيات قصيرة ومتكررة', fr: 'Arrosages courts et fréquents', en: 'Short, frequent waterings' },
        { ar: 'سقية كبيرة واحدة في الشهر', fr: 'Un gros arrosage par mois', en: 'One large watering a month' },
        { ar: 'بالغمر حتى تتكون بركة', fr: "Par submersion jusqu'à former une flaque", en: 'By flooding until a pond forms' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'ما الذي يخفض المادة العضوية في التربة؟',
        fr: "Qu'est-ce qui fait baisser la matière organique du sol ?",
        en: 'What lowers the organic matter in soil?',
      },
      options: [
        { ar: 'إضافة سماد عضوي ناضج', fr: 'Apporter du compost mûr', en: 'Adding mature compost' },
        { ar: 'ترك بقايا المحاصيل على السطح', fr: 'Laisser les résidus en surface', en: 'Leaving residues on the surface' },
        { ar: 'حرق بقايا المحاصيل والحرث العميق', fr: 'Brûler les résidus et labourer profond', en: 'Burning residues and deep ploughing' },
        { ar: 'زراعة محصول غطائي', fr: 'Semer une culture de couverture', en: 'Sowing a cover crop' },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'ما السمك المنصوح به لطبقة التغطية (الملش)؟',
        fr: 'Quelle épaisseur de paillage est conseillée ?',
        en: 'What mulch thickness is recommended?',
      },
      options: [
        { ar: 'أقل من 1 سم', fr: 'Moins de 1 cm', en: 'Less than 1 cm' },
        { ar: 'من 5 إلى 10 سم', fr: '5 à 10 cm', en: '5 to 10 cm' },
        { ar: 'أكثر من 50 سم', fr: 'Plus de 50 cm', en: 'More than 50 cm' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'على منحدر، في أي اتجاه يجب الحرث؟',
        fr: 'Sur une pente, dans quel sens faut-il labourer ?',
        en: 'On a slope, which way should you plough?',
      },
      options: [
        { ar: 'من الأعلى إلى الأسفل', fr: 'Du haut vers le bas', en: 'From top to bottom' },
        { ar: 'عشوائيًا', fr: 'Au hasard', en: 'At random' },
        { ar: 'في خطوط مائلة نحو الوادي', fr: "En lignes inclinées vers l'oued", en: 'In lines sloping towards the river' },
        { ar: 'عرضيًا وفق خطوط التسوية', fr: 'En travers, selon les courbes de niveau', en: 'Across, along the contour lines' },
      ],
      correct: 3,
      module_index: 1,
    },
    {
      text: {
        ar: 'لماذا تُزرع البقوليات كمحصول غطائي؟',
        fr: 'Pourquoi semer des légumineuses en culture de couverture ?',
        en: 'Why sow legumes as a cover crop?',
      },
      options: [
        {
          ar: 'لأنها تضيف الآزوت إلى التربة',
          fr: "Parce qu'elles apportent de l'azote au sol",
          en: 'Because they add nitrogen to the soil',
        },
        { ar: 'لأنها تستهلك كل ماء التربة', fr: "Parce qu'elles consomment toute l'eau du sol", en: 'Because they use up all soil water' },
        { ar: 'لأنها تجذب الآفات', fr: "Parce qu'elles attirent les ravageurs", en: 'Because they attract pests' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'إلى أي عائلة تنتمي البطاطس؟',
        fr: 'À quelle famille appartient la pomme de terre ?',
        en: 'Which family does the potato belong to?',
      },
      options: [
        { ar: 'القرعيات', fr: 'Cucurbitacées', en: 'Cucurbits' },
        { ar: 'البقوليات', fr: 'Légumineuses', en: 'Legumes' },
        { ar: 'الباذنجانيات', fr: 'Solanacées', en: 'Nightshades' },
        { ar: 'النجيليات', fr: 'Céréales', en: 'Cereals' },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: {
        ar: 'بعد كم سنة يمكن أن تعود العائلة نفسها إلى القطعة نفسها؟',
        fr: "Après combien d'années la même famille peut-elle revenir sur la même parcelle ?",
        en: 'After how many years can the same family return to the same plot?',
      },
      options: [
        { ar: 'السنة التالية', fr: "L'année suivante", en: 'The next year' },
        { ar: 'بعد 3 إلى 4 سنوات', fr: 'Après 3 à 4 ans', en: 'After 3 to 4 years' },
        { ar: 'بعد 20 سنة', fr: 'Après 20 ans', en: 'After 20 years' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'كيف تعرف بيدك أن التربة لا تحتاج إلى سقي بعد؟',
        fr: "Comment savoir à la main que le sol n'a pas encore besoin d'eau ?",
        en: 'How can you tell by hand that the soil does not need water yet?',
      },
      options: [
        { ar: 'التربة على عمق 10 سم تتماسك في كرة', fr: 'La terre à 10 cm forme une boule', en: 'Soil at 10 cm holds together in a ball' },
        { ar: 'سطح التربة جاف', fr: 'La surface est sèche', en: 'The surface is dry' },
        { ar: 'النباتات ذابلة في المساء', fr: 'Les plantes sont flétries le soir', en: 'The plants wilt in the evening' },
      ],
      correct: 0,
      module_index: 3,
    },
    {
      text: {
        ar: 'ما الذي يجب فعله قبل رش أي مبيد؟',
        fr: 'Que faut-il faire avant tout traitement pesticide ?',
        en: 'What should you do before any pesticide spraying?',
      },
      options: [
        { ar: 'مضاعفة الجرعة للاحتياط', fr: 'Doubler la dose par sécurité', en: 'Double the dose to be safe' },
        { ar: 'الرش كل أسبوع مهما حدث', fr: "Traiter chaque semaine quoi qu'il arrive", en: 'Spray every week no matter what' },
        { ar: 'خلط عدة مبيدات معًا', fr: 'Mélanger plusieurs produits', en: 'Mix several products together' },
        {
          ar: 'تفقد الحقل ومقارنة الإصابة بعتبة الضرر',
          fr: 'Observer le champ et comparer au seuil de nuisibilité',
          en: 'Walk the field and compare damage with the threshold',
        },
      ],
      correct: 3,
      module_index: 3,
    },
    {
      text: {
        ar: 'ما الذي يدل عليه وجود كثير من ديدان الأرض في التربة؟',
        fr: 'Que révèle la présence de nombreux vers de terre dans le sol ?',
        en: 'What do many earthworms in the soil show?',
      },
      options: [
        { ar: 'أن التربة مالحة جدًا', fr: 'Que le sol est très salé', en: 'That the soil is very salty' },
        { ar: 'أن التربة تحتاج إلى حرث عميق', fr: "Que le sol a besoin d'un labour profond", en: 'That the soil needs deep ploughing' },
        {
          ar: 'أن التربة حية وغنية بالمادة العضوية',
          fr: 'Que le sol est vivant et riche en matière organique',
          en: 'That the soil is alive and rich in organic matter',
        },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'لماذا لا نزرع نفس العائلة النباتية في نفس القطعة كل سنة؟',
        fr: 'Pourquoi ne pas cultiver la même famille sur la même parcelle chaque année ?',
        en: 'Why not grow the same plant family on the same plot every year?',
      },
      options: [
        {
          ar: 'لأن أمراضها وآفاتها تتراكم في التربة',
          fr: "Parce que ses maladies et ravageurs s'accumulent dans le sol",
          en: 'Because its diseases and pests build up in the soil',
        },
        { ar: 'لأن القانون يمنع ذلك', fr: "Parce que la loi l'interdit", en: 'Because the law forbids it' },
        { ar: 'لأن البذور تصبح أغلى', fr: 'Parce que les semences deviennent plus chères', en: 'Because the seed becomes more expensive' },
        { ar: 'لأن التربة تصبح رملية', fr: 'Parce que le sol devient sableux', en: 'Because the soil turns sandy' },
      ],
      correct: 0,
      module_index: 2,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Fatima Zahra El Idrissi',
      description: "Le test du bocal m'a surprise : mon sol est beaucoup plus argileux que je pensais. J'ai changé mes arrosages.",
    },
    {
      rating: 5,
      author: 'حسن أيت واحمان',
      description: 'دورة واضحة ومفيدة. طبقت الأحواض حول أشجار الزيتون وبقي الماء في الأرض بعد المطر.',
    },
    { rating: 4, author: 'Kofi Mensah', description: 'Simple and practical. The rotation plan sheet is now on my storeroom wall.' },
    { rating: 4, author: null, description: "Bonne introduction gratuite, j'aurais aimé plus d'exemples sur les sols calcaires." },
  ],
};
