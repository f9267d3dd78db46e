import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'farm-costs-margins-basics',
  topic: 'farm-management',
  level: 'beginner',
  price_centimes: 0,
  title: {
    ar: 'حساب التكاليف والهامش في المشروع الفلاحي',
    fr: "Coûts et marges d'un projet agricole",
    en: 'Costs and margins of a farm project',
  },
  description: {
    ar: 'دورة مجانية لتعرف هل مزرعتك تربح فعلًا: تسجيل المصاريف والمداخيل، والتمييز بين التكاليف المتغيرة والثابتة، وحساب الهامش الإجمالي والاهتلاك، وعتبة المردودية، ومقارنة المحاصيل، وتخطيط الخزينة. حسابات بسيطة بقلم وورقة.',
    fr: "Formation gratuite pour savoir si votre ferme gagne vraiment de l'argent : noter dépenses et recettes, distinguer coûts variables et fixes, calculer marge brute et amortissement, seuil de rentabilité, comparer les cultures et planifier la trésorerie. Des calculs simples, avec un crayon et une feuille.",
    en: 'A free course to find out whether your farm really makes money: recording spending and income, telling variable from fixed costs, working out gross margin and depreciation, break-even, comparing crops and planning cash flow. Simple sums with pencil and paper.',
  },
  modules: [
    {
      title: { ar: 'التسجيل وأنواع التكاليف', fr: 'Noter et classer les coûts', en: 'Records and types of cost' },
      lessons: [
        {
          title: { ar: 'لماذا نحسب؟ سجل بسيط للمزرعة', fr: 'Pourquoi compter ? Un registre simple', en: 'Why count? A simple farm record' },
          summary: {
            ar: 'كثير من الفلاحين يعرفون ما باعوا ولا يعرفون ما ربحوا. دفتر بسيط يسجل كل درهم يدخل ويخرج هو أول أداة تسيير. تتعلم تنظيمه في دقائق كل أسبوع.',
            fr: "Beaucoup d'agriculteurs savent ce qu'ils ont vendu, pas ce qu'ils ont gagné. Un cahier simple qui note chaque dirham entré et sorti est le premier outil de gestion. Vous apprenez à le tenir en quelques minutes par semaine.",
            en: 'Many farmers know what they sold but not what they earned. A simple book recording every dirham in and out is the first management tool. You learn to keep it in a few minutes a week.',
          },
          about: {
            ar: 'خذ دفترًا وخصص صفحة لكل محصول أو نشاط (بصل، قمح، أغنام...) وصفحة للمصاريف العامة. في كل سطر سجّل: التاريخ، وما اشتريت أو بعت، والكمية، والثمن، والنشاط المعني. سجّل أيضًا ما تأخذه من المزرعة للاستهلاك العائلي بثمن السوق، وأيام عمل أفراد العائلة، لأن عملهم له قيمة حتى لو لم يُدفع. احتفظ بكل الفواتير والوصولات في ظرف لكل شهر. يمكنك استعمال الهاتف أو جدول بسيط، لكن الأهم هو الانتظام: عشر دقائق كل أسبوع أفضل من يوم كامل في نهاية السنة تحاول فيه التذكر. في نهاية الموسم ستعرف لكل محصول كم أنفقت وكم بعت، وهذا أساس كل الحسابات في هذه الدورة.',
            fr: "Prenez un cahier et réservez une page par culture ou activité (oignon, blé, moutons...) et une page pour les frais généraux. Sur chaque ligne, notez : la date, ce que vous avez acheté ou vendu, la quantité, le prix et l'activité concernée. Notez aussi ce que la famille prélève pour sa consommation, au prix du marché, et les journées de travail des membres de la famille : leur travail a une valeur même s'il n'est pas payé. Gardez toutes les factures et reçus dans une enveloppe par mois. Vous pouvez utiliser le téléphone ou un tableau simple, mais l'essentiel est la régularité : dix minutes chaque semaine valent mieux qu'une journée entière en fin d'année à essayer de se souvenir. En fin de saison, vous saurez pour chaque culture combien vous avez dépensé et vendu : c'est la base de tous les calculs de cette formation.",
            en: 'Take a notebook and give one page to each crop or activity (onions, wheat, sheep...) and one page to general costs. On each line, write: the date, what you bought or sold, the quantity, the price and the activity concerned. Also record what the family takes for its own use, at market price, and the days worked by family members, because their work has value even if unpaid. Keep all invoices and receipts in one envelope per month. You can use your phone or a simple spreadsheet, but what matters most is regularity: ten minutes every week beats a whole day at the end of the year trying to remember. At the end of the season, you will know for each crop how much you spent and sold, which is the basis of every calculation in this course.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: { ar: 'التكاليف المتغيرة والتكاليف الثابتة', fr: 'Coûts variables et coûts fixes', en: 'Variable costs and fixed costs' },
          summary: {
            ar: 'بعض المصاريف تتغير مع المساحة المزروعة، وأخرى تبقى نفسها مهما زرعت. التمييز بينها ضروري لكل قرار. تتعلم تصنيف مصاريفك بأمثلة من المزرعة.',
            fr: "Certaines dépenses varient avec la surface cultivée, d'autres restent les mêmes quoi que vous semiez. Les distinguer est indispensable pour décider. Vous apprenez à classer vos dépenses avec des exemples de la ferme.",
            en: 'Some costs change with the area you grow, others stay the same whatever you plant. Telling them apart is essential for every decision. You learn to sort your costs with farm examples.',
          },
          about: {
            ar: 'التكاليف المتغيرة ترتبط مباشرة بمحصول معين وتزيد مع مساحته: البذور والشتائل، والأسمدة، والمبيدات، والماء والطاقة للسقي، واليد العاملة الموسمية، والأكياس والصناديق، والنقل إلى السوق. إذا لم تزرع البصل هذه السنة، فلن تدفعها. التكاليف الثابتة تبقى تقريبًا نفسها مهما كانت المساحة: كراء الأرض إذا كان سنويًا، وأجرة العامل الدائم، والتأمين، وصيانة البئر، واهتلاك المعدات كالمضخة والجرار وشبكة التنقيط. لماذا هذا مهم؟ لأن قرار زراعة قطعة إضافية يعتمد على التكاليف المتغيرة فقط، بينما معرفة هل المزرعة كلها مربحة يحتاج إلى إضافة التكاليف الثابتة. خذ صفحات دفترك وضع حرف (م) أمام كل مصروف متغير وحرف (ث) أمام كل مصروف ثابت.',
            fr: "Les coûts variables sont liés directement à une culture et augmentent avec sa surface : semences et plants, engrais, produits de traitement, eau et énergie d'irrigation, main-d'œuvre saisonnière, sacs et caisses, transport au marché. Si vous ne cultivez pas d'oignon cette année, vous ne les payez pas. Les coûts fixes restent à peu près les mêmes quelle que soit la surface : location annuelle de la terre, salaire de l'ouvrier permanent, assurance, entretien du puits, amortissement du matériel comme la pompe, le tracteur ou le réseau goutte-à-goutte. Pourquoi est-ce important ? Parce que la décision de cultiver une parcelle de plus dépend seulement des coûts variables, alors que savoir si toute la ferme est rentable demande d'ajouter les coûts fixes. Reprenez votre cahier et mettez un (V) devant chaque dépense variable et un (F) devant chaque dépense fixe.",
            en: "Variable costs are tied directly to one crop and rise with its area: seed and seedlings, fertiliser, crop protection products, water and energy for irrigation, seasonal labour, bags and crates, transport to market. If you do not grow onions this year, you do not pay them. Fixed costs stay about the same whatever the area: yearly land rent, the permanent worker's wage, insurance, well upkeep, and depreciation of equipment such as the pump, tractor or drip system. Why does it matter? Because deciding to grow one more plot depends only on variable costs, while knowing whether the whole farm pays means adding the fixed costs. Go back to your notebook and put a (V) next to each variable cost and an (F) next to each fixed cost.",
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'حساب الهوامش', fr: 'Calculer les marges', en: 'Working out margins' },
      lessons: [
        {
          title: { ar: 'الهامش الإجمالي لكل محصول', fr: 'La marge brute par culture', en: 'Gross margin per crop' },
          summary: {
            ar: 'الهامش الإجمالي = المداخيل − التكاليف المتغيرة. هو أبسط مقياس لمعرفة ما يتركه كل محصول. تتعلم حسابه بمثال هكتار من البصل.',
            fr: "Marge brute = produit − coûts variables. C'est la mesure la plus simple de ce que rapporte chaque culture. Vous apprenez à la calculer avec l'exemple d'un hectare d'oignon.",
            en: 'Gross margin = income − variable costs. It is the simplest measure of what each crop leaves you. You learn to calculate it with the example of a hectare of onions.',
          },
          about: {
            ar: 'المداخيل = المردود × ثمن البيع، مع إضافة المنتوجات الثانوية كالتبن. مثال توضيحي لهكتار من البصل (استعمل أثمنة منطقتك): مردود 30 طنًا بثمن 1.5 درهم للكيلوغرام = 45000 درهم. التكاليف المتغيرة: شتائل 6000، أسمدة 5000، معالجات 2000، ماء وطاقة 4000، يد عاملة موسمية 6000، أكياس ونقل 2000، أي 25000 درهم. الهامش الإجمالي = 45000 − 25000 = 20000 درهم للهكتار. احسب أيضًا الهامش لكل متر مكعب من الماء إذا كان الماء محدودًا: إذا استهلك البصل 5000 م³، فكل متر مكعب يعطي 4 دراهم من الهامش. قارن الهامش بين السنوات وبين القطع: الهامش المنخفض يدفعك للبحث عن السبب: ثمن بيع ضعيف؟ مردود ناقص؟ مصروف مبالغ فيه؟',
            fr: "Le produit = rendement × prix de vente, plus les sous-produits comme la paille. Exemple indicatif pour un hectare d'oignon (prenez les prix de votre région) : rendement de 30 tonnes à 1,5 DH le kilo = 45 000 DH. Coûts variables : plants 6 000, engrais 5 000, traitements 2 000, eau et énergie 4 000, main-d'œuvre saisonnière 6 000, sacs et transport 2 000, soit 25 000 DH. Marge brute = 45 000 − 25 000 = 20 000 DH par hectare. Si l'eau est limitée, calculez aussi la marge par mètre cube : si l'oignon a consommé 5 000 m³, chaque m³ rapporte 4 DH de marge. Comparez les marges d'une année à l'autre et entre parcelles : une marge faible vous pousse à chercher la cause. Prix de vente trop bas ? Rendement insuffisant ? Dépense exagérée ?",
            en: 'Income = yield × sale price, plus by-products such as straw. An illustrative example for one hectare of onions (use your own local prices): a yield of 30 tonnes at 1.5 MAD per kilo = 45,000 MAD. Variable costs: seedlings 6,000, fertiliser 5,000, treatments 2,000, water and energy 4,000, seasonal labour 6,000, bags and transport 2,000, a total of 25,000 MAD. Gross margin = 45,000 − 25,000 = 20,000 MAD per hectare. If water is limited, also work out the margin per cubic metre: if the onions used 5,000 m³, each m³ earns 4 MAD of margin. Compare margins from year to year and between plots: a low margin tells you to look for the cause. Sale price too low? Yield too small? A cost out of line?',
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'الاهتلاك: التكلفة الحقيقية للمعدات',
            fr: "L'amortissement : le vrai coût du matériel",
            en: 'Depreciation: the real cost of equipment',
          },
          summary: {
            ar: 'المضخة أو الجرار لا يُستهلك في سنة واحدة، لكنه يفقد قيمته كل سنة. الاهتلاك يوزع ثمن الشراء على سنوات الاستعمال. تتعلم حسابه وتخصيص مبلغ لتجديد المعدات.',
            fr: "Une pompe ou un tracteur ne s'use pas en un an, mais perd de la valeur chaque année. L'amortissement répartit le prix d'achat sur les années d'utilisation. Vous apprenez à le calculer et à mettre de côté pour renouveler le matériel.",
            en: 'A pump or tractor is not used up in one year, but it loses value every year. Depreciation spreads the purchase price over its years of use. You learn to calculate it and set money aside to replace equipment.',
          },
          about: {
            ar: 'عندما تشتري مضخة بـ 12000 درهم تدوم حوالي 8 سنوات، فليس صحيحًا أن تحسب كل المبلغ على محصول السنة الأولى، ولا أن تنساه في السنوات التالية. الاهتلاك السنوي البسيط = (ثمن الشراء − قيمة البيع في النهاية) ÷ عدد سنوات الاستعمال. إذا كانت قيمة البيع في النهاية قريبة من الصفر: 12000 ÷ 8 = 1500 درهم كل سنة. شبكة تنقيط بـ 30000 درهم تدوم 10 سنوات: 3000 درهم في السنة. اجمع اهتلاك كل المعدات مع التكاليف الثابتة الأخرى. النتيجة الصافية للمزرعة = مجموع الهوامش الإجمالية − التكاليف الثابتة (ومنها الاهتلاك). الفلاح الذي لا يحسب الاهتلاك يظن أنه يربح، ثم يجد نفسه دون مال حين تتعطل المضخة. نصيحة عملية: ضع كل سنة مبلغ الاهتلاك جانبًا في حساب ادخار.',
            fr: "Quand vous achetez une pompe 12 000 DH qui dure environ 8 ans, il est faux de tout compter sur la récolte de la première année, et faux de l'oublier les années suivantes. Amortissement annuel simple = (prix d'achat − valeur de revente à la fin) ÷ nombre d'années d'utilisation. Si la valeur de revente est proche de zéro : 12 000 ÷ 8 = 1 500 DH par an. Un réseau goutte-à-goutte à 30 000 DH qui dure 10 ans : 3 000 DH par an. Additionnez l'amortissement de tout le matériel aux autres coûts fixes. Résultat net de la ferme = somme des marges brutes − coûts fixes (amortissements compris). L'agriculteur qui ne compte pas l'amortissement croit gagner de l'argent, puis se retrouve sans rien quand la pompe tombe en panne. Conseil pratique : mettez chaque année le montant de l'amortissement de côté sur un compte d'épargne.",
            en: "When you buy a pump for 12,000 MAD that lasts about 8 years, it is wrong to charge it all to the first year's crop, and wrong to forget it in the years after. Simple yearly depreciation = (purchase price − resale value at the end) ÷ years of use. If resale value is close to zero: 12,000 ÷ 8 = 1,500 MAD a year. A drip system costing 30,000 MAD that lasts 10 years: 3,000 MAD a year. Add the depreciation of all equipment to the other fixed costs. Farm net result = sum of gross margins − fixed costs (depreciation included). A farmer who ignores depreciation thinks he is making money, then has nothing when the pump breaks down. Practical tip: put the depreciation amount aside in a savings account every year.",
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'اتخاذ القرار', fr: 'Prendre des décisions', en: 'Making decisions' },
      lessons: [
        {
          title: {
            ar: 'عتبة المردودية: المردود والثمن الأدنى',
            fr: 'Seuil de rentabilité : rendement et prix minimum',
            en: 'Break-even: minimum yield and price',
          },
          summary: {
            ar: 'كم يجب أن أنتج وبأي ثمن يجب أن أبيع حتى لا أخسر؟ عتبة المردودية تجيب بقسمة بسيطة. تتعلم استعمالها قبل الزرع وعند التفاوض على الثمن.',
            fr: "Combien dois-je produire et à quel prix vendre pour ne pas perdre ? Le seuil de rentabilité répond par une simple division. Vous apprenez à l'utiliser avant de semer et pour négocier le prix.",
            en: 'How much must I produce, and at what price must I sell, so as not to lose money? Break-even answers with a simple division. You learn to use it before sowing and when bargaining on price.',
          },
          about: {
            ar: 'المردود الأدنى = التكاليف ÷ ثمن البيع. في مثال البصل: 25000 درهم تكاليف متغيرة ÷ 1.5 درهم = 16700 كلغ تقريبًا. تحت 16.7 طنًا في الهكتار تخسر حتى قبل حساب التكاليف الثابتة. الثمن الأدنى = التكاليف ÷ المردود: 25000 ÷ 30000 كلغ = 0.83 درهم للكيلوغرام. إذا عرض عليك الوسيط أقل من هذا الثمن، فأنت تبيع بخسارة. لتكون أكثر دقة، أضف حصة المحصول من التكاليف الثابتة: إذا كانت 3000 درهم للهكتار، يصبح الثمن الأدنى 28000 ÷ 30000 = 0.93 درهم. استعمل هذه الأرقام قبل أن تزرع: إذا كان المردود المعتاد في منطقتك قريبًا من العتبة أو كانت الأثمنة تنزل غالبًا تحت الثمن الأدنى، فالمخاطرة كبيرة. وعند البيع، اعرف ثمنك الأدنى قبل أن تبدأ التفاوض.',
            fr: "Rendement minimum = coûts ÷ prix de vente. Dans l'exemple de l'oignon : 25 000 DH de coûts variables ÷ 1,5 DH = environ 16 700 kg. Sous 16,7 tonnes par hectare, vous perdez de l'argent avant même de compter les coûts fixes. Prix minimum = coûts ÷ rendement : 25 000 ÷ 30 000 kg = 0,83 DH le kilo. Si l'intermédiaire vous propose moins, vous vendez à perte. Pour être plus juste, ajoutez la part des coûts fixes de la culture : si elle est de 3 000 DH par hectare, le prix minimum devient 28 000 ÷ 30 000 = 0,93 DH. Utilisez ces chiffres avant de semer : si le rendement habituel de votre région est proche du seuil, ou si les prix tombent souvent sous votre prix minimum, le risque est grand. Et à la vente, connaissez votre prix minimum avant de commencer à négocier.",
            en: "Minimum yield = costs ÷ sale price. In the onion example: 25,000 MAD of variable costs ÷ 1.5 MAD = about 16,700 kg. Below 16.7 tonnes per hectare you lose money even before counting fixed costs. Minimum price = costs ÷ yield: 25,000 ÷ 30,000 kg = 0.83 MAD per kilo. If the middleman offers less, you are selling at a loss. To be more exact, add the crop's share of fixed costs: if that is 3,000 MAD per hectare, the minimum price becomes 28,000 ÷ 30,000 = 0.93 MAD. Use these figures before you sow: if the usual yield in your area is close to break-even, or prices often fall below your minimum, the risk is high. And when selling, know your minimum price before you start bargaining.",
          },
          video: 'clip-b',
        },
        {
          title: { ar: 'المقارنة بين محصولين', fr: 'Comparer deux cultures', en: 'Comparing two crops' },
          summary: {
            ar: 'المحصول الذي يعطي أكبر رقم مبيعات ليس دائمًا الأكثر ربحًا. قارن الهامش، والماء، والعمل، والمخاطرة. درس للقراءة مع جدول مقارنة جاهز.',
            fr: "La culture au plus gros chiffre d'affaires n'est pas toujours la plus rentable. Comparez marge, eau, travail et risque. Leçon à lire avec un tableau comparatif prêt à remplir.",
            en: 'The crop with the biggest sales figure is not always the most profitable. Compare margin, water, labour and risk. A reading lesson with a ready comparison table.',
          },
          about: {
            ar: 'لنقارن مثلًا هكتار بطاطس بهكتار بصل. لا تكتفِ بالمبيعات: ضع في جدول لكل محصول: الهامش الإجمالي للهكتار، والهامش لكل متر مكعب من الماء، وعدد أيام العمل، والهامش لكل يوم عمل، ومدة بقاء المحصول في الأرض، والمخاطرة (تقلب الأثمنة، والأمراض، وإمكانية التخزين). محصول يعطي هامشًا أعلى لكنه يحتاج ضعف الماء قد يكون أسوأ إذا كان بئرك محدودًا. محصول يمكن تخزينه كالبصل يسمح بانتظار ثمن أفضل، بينما الخضر السريعة التلف تُباع بثمن اليوم مهما كان. فكّر أيضًا في الدورة الزراعية: بقولية بهامش متوسط قد ترفع هامش المحصول الذي يليها. خذ القرار على أساس عدة سنوات من الأثمنة، لا على أساس ثمن السنة الماضية فقط، لأن الجميع يزرع ما ربح في السنة الماضية فتنهار الأثمنة.',
            fr: "Comparons par exemple un hectare de pomme de terre et un hectare d'oignon. Ne vous arrêtez pas au chiffre de vente : pour chaque culture, remplissez un tableau avec la marge brute par hectare, la marge par m³ d'eau, le nombre de journées de travail, la marge par journée, la durée d'occupation du sol et le risque (variation des prix, maladies, possibilité de stocker). Une culture à marge plus élevée mais qui demande deux fois plus d'eau peut être moins bonne si votre puits est limité. Une culture stockable comme l'oignon permet d'attendre un meilleur prix, alors que les légumes périssables se vendent au prix du jour, quel qu'il soit. Pensez aussi à la rotation : une légumineuse à marge moyenne peut relever la marge de la culture suivante. Décidez sur plusieurs années de prix, pas seulement sur le prix de l'an dernier : tout le monde sème ce qui a payé l'an passé, et les prix s'effondrent.",
            en: "Let us compare, say, a hectare of potatoes with a hectare of onions. Do not stop at sales: for each crop, fill in a table with gross margin per hectare, margin per m³ of water, days of labour, margin per day worked, time the crop occupies the land, and risk (price swings, disease, whether it can be stored). A crop with a higher margin that needs twice the water may be worse if your well is limited. A crop that stores, like onions, lets you wait for a better price, while perishable vegetables sell at the day's price, whatever it is. Think about rotation too: a legume with a middling margin can raise the margin of the crop that follows. Decide on several years of prices, not just last year's, because everyone plants what paid last year and prices collapse.",
          },
          video: null,
        },
      ],
    },
    {
      title: { ar: 'الخزينة والبيع', fr: 'Trésorerie et vente', en: 'Cash and selling' },
      lessons: [
        {
          title: { ar: 'تقويم الخزينة', fr: 'Le calendrier de trésorerie', en: 'The cash calendar' },
          summary: {
            ar: 'المزرعة قد تكون مربحة على مدى السنة وتنقصها السيولة في شهر معين. تقويم شهري للمداخيل والمصاريف يكشف الأشهر الصعبة مسبقًا. تتعلم بناءه والاستعداد له.',
            fr: "Une ferme peut être rentable sur l'année et manquer d'argent un mois donné. Un calendrier mensuel des entrées et sorties révèle à l'avance les mois difficiles. Vous apprenez à le construire et à vous y préparer.",
            en: 'A farm can be profitable over the year yet run out of cash in a given month. A monthly calendar of money in and out shows the hard months in advance. You learn to build it and prepare.',
          },
          about: {
            ar: 'ارسم جدولًا باثني عشر عمودًا للأشهر. في السطر الأول اكتب المداخيل المتوقعة كل شهر (بيع المحاصيل، الحليب، الخرفان...)، وفي السطر الثاني المصاريف المتوقعة (بذور، أسمدة، أجور، كهرباء، أقساط القرض، مصاريف العائلة). في السطر الثالث احسب الفرق، وفي الرابع الرصيد المتراكم من شهر إلى آخر. في الفلاحة تأتي المصاريف غالبًا قبل المداخيل بأشهر: تشتري الشتائل والأسمدة في الخريف وتبيع في الربيع. الشهر الذي يصبح فيه الرصيد المتراكم سالبًا هو شهر الخطر: يجب أن تدخر قبله، أو تؤجل مصروفًا، أو تتفاوض مع المورد على أجل، أو تطلب قرضًا موسميًا في الوقت المناسب وليس بعد فوات الأوان. نوّع الأنشطة لتوزيع المداخيل على السنة.',
            fr: "Dessinez un tableau à douze colonnes, une par mois. Sur la première ligne, les recettes prévues chaque mois (ventes de récoltes, lait, agneaux...) ; sur la deuxième, les dépenses prévues (semences, engrais, salaires, électricité, échéances de crédit, dépenses de la famille). Sur la troisième, la différence ; sur la quatrième, le solde cumulé d'un mois à l'autre. En agriculture, les dépenses arrivent souvent des mois avant les recettes : on achète plants et engrais en automne et on vend au printemps. Le mois où le solde cumulé devient négatif est le mois à risque : il faut épargner avant, reporter une dépense, négocier un délai avec le fournisseur ou demander un crédit de campagne à temps, pas trop tard. Diversifiez les activités pour étaler les recettes sur l'année.",
            en: 'Draw a table with twelve columns, one per month. On the first line, the income expected each month (crop sales, milk, lambs...); on the second, expected spending (seed, fertiliser, wages, electricity, loan repayments, family spending). On the third, the difference; on the fourth, the running balance from month to month. In farming, spending usually comes months before income: you buy seedlings and fertiliser in autumn and sell in spring. The month when the running balance turns negative is the danger month: save ahead of it, delay a purchase, negotiate credit terms with the supplier, or apply for a seasonal loan in good time rather than too late. Spread activities so income comes in across the year.',
          },
          video: 'clip-c',
        },
        {
          title: { ar: 'البيع بثمن أفضل', fr: 'Mieux vendre', en: 'Selling better' },
          summary: {
            ar: 'جزء كبير من الربح يُصنع عند البيع. الفرز والتوقيت والبيع الجماعي والعقود ترفع الثمن. تتعلم خطوات بسيطة تزيد دخلك دون زيادة الإنتاج.',
            fr: 'Une grande partie du bénéfice se fait à la vente. Tri, calendrier, vente groupée et contrats font monter le prix. Vous apprenez des gestes simples qui augmentent le revenu sans produire plus.',
            en: 'Much of the profit is made at the point of sale. Grading, timing, group selling and contracts raise the price. You learn simple steps that increase income without producing more.',
          },
          about: {
            ar: 'الفرز: افصل المنتوج حسب الحجم والجودة. الصنف الأول يباع بثمن أعلى بكثير، والصنف الثاني يذهب لسوق آخر أو للتحويل، بدل أن يُخفض الخليط كله الثمن. التوقيت: تتبع أثمنة السوق الأسبوعية وسجّلها في دفترك؛ بعد سنتين ستعرف الأشهر التي يرتفع فيها الثمن، ويمكنك تعديل تاريخ الزرع أو التخزين لتبيع فيها. المنتوجات القابلة للتخزين كالبصل والبطاطس تحتاج مخزنًا جافًا ومهوًّى. البيع الجماعي: عبر تعاونية أو مجموعة فلاحين تصبح الكميات أكبر والتفاوض أقوى، ويمكن الوصول إلى المشترين الكبار مباشرة. العقود: الاتفاق مع مشترٍ على كمية وثمن قبل الزرع يقلل المخاطرة، لكن اقرأ الشروط جيدًا (الجودة، التسليم، أجل الأداء). في كل الحالات، قارن الثمن المعروض مع ثمنك الأدنى.',
            fr: "Le tri : séparez la récolte par calibre et qualité. Le premier choix se vend beaucoup plus cher, le second part vers un autre marché ou la transformation, au lieu que le mélange fasse baisser tout le prix. Le calendrier : suivez les prix hebdomadaires du marché et notez-les ; après deux ans, vous connaîtrez les mois où le prix monte, et pourrez décaler le semis ou stocker pour vendre à ce moment. Les produits stockables comme l'oignon et la pomme de terre demandent un magasin sec et aéré. La vente groupée : en coopérative ou en groupe d'agriculteurs, les volumes sont plus gros, la négociation plus forte, et l'on peut atteindre directement les gros acheteurs. Les contrats : s'accorder avec un acheteur sur une quantité et un prix avant le semis réduit le risque, mais lisez bien les conditions (qualité, livraison, délai de paiement). Dans tous les cas, comparez le prix proposé à votre prix minimum.",
            en: 'Grading: sort the harvest by size and quality. First grade sells for much more, and second grade goes to another market or to processing, instead of a mixed lot pulling the whole price down. Timing: follow weekly market prices and write them down; after two years you will know the months when prices rise, and can shift sowing dates or store to sell then. Storable produce such as onions and potatoes needs a dry, airy store. Group selling: through a cooperative or farmer group, volumes are larger, bargaining is stronger, and you can reach big buyers directly. Contracts: agreeing quantity and price with a buyer before sowing reduces risk, but read the terms carefully (quality, delivery, payment date). In every case, compare the price offered with your minimum price.',
          },
          video: 'clip-a',
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'calcul-marge-brute.txt',
      lesson: [1, 0], // Gross margin per crop
      body: `FR - Fiche marge brute (exemple 1 ha d'oignon, prix indicatifs)
Produit : 30 000 kg × 1,5 DH = 45 000 DH
Coûts variables : plants 6 000 + engrais 5 000 + traitements 2 000 + eau/énergie 4 000 + main-d'œuvre 6 000 + sacs/transport 2 000 = 25 000 DH
Marge brute = 45 000 − 25 000 = 20 000 DH/ha
Rendement minimum = 25 000 ÷ 1,5 ≈ 16 700 kg
Prix minimum = 25 000 ÷ 30 000 ≈ 0,83 DH/kg
Amortissement = (prix d'achat − revente) ÷ années

AR - بطاقة الهامش الإجمالي (مثال هكتار بصل، أثمنة تقريبية)
المداخيل: 30000 كلغ × 1.5 درهم = 45000 درهم
التكاليف المتغيرة: شتائل 6000 + أسمدة 5000 + معالجات 2000 + ماء/طاقة 4000 + يد عاملة 6000 + أكياس/نقل 2000 = 25000 درهم
الهامش الإجمالي = 45000 − 25000 = 20000 درهم/هكتار
المردود الأدنى = 25000 ÷ 1.5 ≈ 16700 كلغ
الثمن الأدنى = 25000 ÷ 30000 ≈ 0.83 درهم/كلغ
الاهتلاك = (ثمن الشراء − قيمة البيع) ÷ عدد السنوات

EN - Gross margin sheet (example 1 ha onions, indicative prices)
Income: 30,000 kg × 1.5 MAD = 45,000 MAD
Variable costs: seedlings 6,000 + fertiliser 5,000 + treatments 2,000 + water/energy 4,000 + labour 6,000 + bags/transport 2,000 = 25,000 MAD
Gross margin = 45,000 − 25,000 = 20,000 MAD/ha
Minimum yield = 25,000 ÷ 1.5 ≈ 16,700 kg
Minimum price = 25,000 ÷ 30,000 ≈ 0.83 MAD/kg
Depreciation = (purchase price − resale) ÷ years
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'لماذا نسجل عمل أفراد العائلة في الدفتر؟',
        fr: 'Pourquoi noter le travail des membres de la famille ?',
        en: "Why record family members' work in the book?",
      },
      options: [
        {
          ar: 'لأن عملهم له قيمة حتى لو لم يُدفع',
          fr: 'Parce que leur travail a une valeur même non payé',
          en: 'Because their work has value even if unpaid',
        },
        { ar: 'لدفع الضرائب عليه', fr: 'Pour payer des impôts dessus', en: 'To pay tax on it' },
        { ar: 'لا حاجة لتسجيله', fr: 'Inutile de le noter', en: 'There is no need to record it' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: { ar: 'أي مصروف من التكاليف المتغيرة؟', fr: 'Quelle dépense est un coût variable ?', en: 'Which cost is a variable cost?' },
      options: [
        { ar: 'التأمين السنوي', fr: "L'assurance annuelle", en: 'Yearly insurance' },
        { ar: 'أجرة العامل الدائم', fr: "Le salaire de l'ouvrier permanent", en: "The permanent worker's wage" },
        { ar: 'أسمدة محصول البصل', fr: "Les engrais de l'oignon", en: 'Fertiliser for the onion crop' },
        { ar: 'استهلاك الجرار', fr: "L'amortissement du tracteur", en: 'Tractor depreciation' },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'مداخيل 45000 درهم وتكاليف متغيرة 25000 درهم. ما الهامش الإجمالي؟',
        fr: 'Produit 45 000 DH, coûts variables 25 000 DH. Quelle marge brute ?',
        en: 'Income 45,000 MAD, variable costs 25,000 MAD. What is the gross margin?',
      },
      options: [
        { ar: '70000 درهم', fr: '70 000 DH', en: '70,000 MAD' },
        { ar: '20000 درهم', fr: '20 000 DH', en: '20,000 MAD' },
        { ar: '25000 درهم', fr: '25 000 DH', en: '25,000 MAD' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'مضخة بـ 12000 درهم تدوم 8 سنوات دون قيمة بيع. ما الاهتلاك السنوي؟',
        fr: 'Pompe à 12 000 DH, 8 ans, sans revente. Quel amortissement annuel ?',
        en: 'A 12,000 MAD pump lasts 8 years with no resale value. What is yearly depreciation?',
      },
      options: [
        { ar: '12000 درهم', fr: '12 000 DH', en: '12,000 MAD' },
        { ar: '800 درهم', fr: '800 DH', en: '800 MAD' },
        { ar: '3000 درهم', fr: '3 000 DH', en: '3,000 MAD' },
        { ar: '1500 درهم', fr: '1 500 DH', en: '1,500 MAD' },
      ],
      correct: 3,
      module_index: 1,
    },
    {
      text: {
        ar: 'كيف نحصل على النتيجة الصافية للمزرعة؟',
        fr: 'Comment obtient-on le résultat net de la ferme ?',
        en: "How do you get the farm's net result?",
      },
      options: [
        {
          ar: 'مجموع الهوامش الإجمالية − التكاليف الثابتة',
          fr: 'Somme des marges brutes − coûts fixes',
          en: 'Sum of gross margins − fixed costs',
        },
        { ar: 'المبيعات فقط', fr: 'Les ventes seulement', en: 'Sales only' },
        { ar: 'التكاليف المتغيرة + الثابتة', fr: 'Coûts variables + fixes', en: 'Variable + fixed costs' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'تكاليف 25000 درهم وثمن 1.5 درهم/كلغ. ما المردود الأدنى؟',
        fr: 'Coûts 25 000 DH, prix 1,5 DH/kg. Quel rendement minimum ?',
        en: 'Costs 25,000 MAD, price 1.5 MAD/kg. What is the minimum yield?',
      },
      options: [
        { ar: 'حوالي 37500 كلغ', fr: 'Environ 37 500 kg', en: 'About 37,500 kg' },
        { ar: 'حوالي 1670 كلغ', fr: 'Environ 1 670 kg', en: 'About 1,670 kg' },
        { ar: 'حوالي 16700 كلغ', fr: 'Environ 16 700 kg', en: 'About 16,700 kg' },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: {
        ar: 'الوسيط يعرض ثمنًا أقل من ثمنك الأدنى. ماذا يعني ذلك؟',
        fr: "L'intermédiaire propose moins que votre prix minimum. Qu'est-ce que cela signifie ?",
        en: 'The middleman offers less than your minimum price. What does it mean?',
      },
      options: [
        { ar: 'أنك تربح أكثر', fr: 'Que vous gagnez plus', en: 'That you earn more' },
        { ar: 'أنك تبيع بخسارة', fr: 'Que vous vendez à perte', en: 'That you are selling at a loss' },
        { ar: 'لا شيء مهم', fr: "Rien d'important", en: 'Nothing important' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'عند مقارنة محصولين وبئرك محدود، أي مؤشر مهم جدًا؟',
        fr: 'Pour comparer deux cultures avec un puits limité, quel indicateur compte beaucoup ?',
        en: 'When comparing two crops with a limited well, which indicator matters most?',
      },
      options: [
        { ar: 'لون المنتوج', fr: 'La couleur du produit', en: 'The colour of the produce' },
        { ar: 'رقم المبيعات فقط', fr: 'Le chiffre de vente seul', en: 'Sales figure alone' },
        { ar: 'ثمن السنة الماضية فقط', fr: "Le prix de l'an dernier seulement", en: "Last year's price only" },
        { ar: 'الهامش لكل متر مكعب من الماء', fr: "La marge par mètre cube d'eau", en: 'Margin per cubic metre of water' },
      ],
      correct: 3,
      module_index: 2,
    },
    {
      text: {
        ar: 'ماذا يعني شهر يصبح فيه الرصيد المتراكم سالبًا؟',
        fr: 'Que signale un mois où le solde cumulé devient négatif ?',
        en: 'What does a month with a negative running balance signal?',
      },
      options: [
        { ar: 'شهر خطر يجب الاستعداد له', fr: 'Un mois à risque à préparer', en: 'A danger month to prepare for' },
        {
          ar: 'أن المزرعة غير مربحة بالتأكيد',
          fr: "Que la ferme n'est sûrement pas rentable",
          en: 'That the farm is certainly unprofitable',
        },
        { ar: 'أن المحاسبة خاطئة', fr: 'Que la comptabilité est fausse', en: 'That the accounts are wrong' },
      ],
      correct: 0,
      module_index: 3,
    },
    {
      text: {
        ar: 'لماذا نفرز المنتوج قبل البيع؟',
        fr: 'Pourquoi trier la récolte avant la vente ?',
        en: 'Why grade produce before selling?',
      },
      options: [
        { ar: 'لزيادة الوزن', fr: 'Pour augmenter le poids', en: 'To increase the weight' },
        {
          ar: 'لأن القانون يمنع البيع دون فرز',
          fr: 'Parce que la loi interdit de vendre sans tri',
          en: 'Because the law bans selling ungraded',
        },
        {
          ar: 'حتى لا يُخفض الخليط ثمن الصنف الأول',
          fr: 'Pour que le mélange ne fasse pas baisser le prix du premier choix',
          en: 'So a mixed lot does not pull down the first-grade price',
        },
      ],
      correct: 2,
      module_index: 3,
    },
    {
      text: {
        ar: 'أي تكلفة من هذه تُعد تكلفة ثابتة؟',
        fr: 'Lequel de ces coûts est un coût fixe ?',
        en: 'Which of these costs is a fixed cost?',
      },
      options: [
        { ar: 'بذور الطماطم', fr: 'Les semences de tomate', en: 'Tomato seed' },
        { ar: 'كراء الأرض السنوي', fr: 'Le loyer annuel de la terre', en: 'The yearly land rent' },
        { ar: 'أكياس التعبئة', fr: "Les sacs d'emballage", en: 'Packing bags' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'تبيع الخضر بالدين لتاجر يدفع بعد ثلاثة أشهر. ماذا يجب أن تُظهر خطة الخزينة؟',
        fr: 'Vous vendez à crédit à un commerçant qui paie trois mois plus tard. Que doit montrer le plan de trésorerie ?',
        en: 'You sell on credit to a trader who pays three months later. What must the cash plan show?',
      },
      options: [
        { ar: 'المبلغ في شهر البيع', fr: "L'argent au mois de la vente", en: 'The money in the month of the sale' },
        { ar: 'لا شيء، البيع بالدين لا يُحسب', fr: 'Rien, une vente à crédit ne compte pas', en: 'Nothing, a credit sale does not count' },
        {
          ar: 'المبلغ في الشهر الذي يصل فيه فعلًا',
          fr: "L'argent au mois où il arrive vraiment",
          en: 'The money in the month it actually arrives',
        },
        { ar: 'نصف المبلغ في كل شهر', fr: 'La moitié de la somme chaque mois', en: 'Half the amount each month' },
      ],
      correct: 2,
      module_index: 3,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Mustapha Erraji',
      description:
        "J'ai découvert que mes tomates de saison me faisaient perdre de l'argent. Le calcul du prix minimum m'a ouvert les yeux.",
    },
    { rating: 5, author: 'حليمة أوبلا', description: 'دورة مجانية وواضحة. بدأت أسجل كل المصاريف في دفتر مع زوجي.' },
    {
      rating: 4,
      author: 'Adama Keïta',
      description: 'Simple et efficace. Le calendrier de trésorerie nous a aidés à demander le crédit au bon moment.',
    },
    { rating: 4, author: null, description: 'Good basics. I would like a follow-up on farm business plans.' },
  ],
};
