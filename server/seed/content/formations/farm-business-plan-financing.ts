import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'farm-business-plan-financing',
  topic: 'farm-management',
  level: 'advanced',
  price_centimes: 79900,
  title: {
    ar: 'مخطط الأعمال الفلاحي والتمويل',
    fr: "Plan d'affaires agricole et financement",
    en: 'Farm business plan and financing',
  },
  description: {
    ar: 'ابنِ مخطط أعمال مقنعًا لمشروعك الفلاحي: دراسة السوق، وميزانية الاستثمار، وحساب الاستغلال على خمس سنوات، ومدة الاسترجاع، ومصادر التمويل والدعم، وقدرة التسديد، وتدبير المخاطر، والعمل الجماعي في التعاونيات. للفلاحين وحاملي المشاريع الذين يتوجهون إلى البنك أو إلى مصالح الدعم.',
    fr: "Construisez un plan d'affaires convaincant pour votre projet agricole : étude de marché, budget d'investissement, compte d'exploitation sur cinq ans, délai de récupération, sources de financement et de subvention, capacité de remboursement, gestion des risques et projets collectifs en coopérative. Pour les agriculteurs et porteurs de projet qui vont voir la banque ou les services d'aide.",
    en: 'Build a convincing business plan for your farm project: market study, investment budget, five-year operating account, payback period, financing and subsidy sources, repayment capacity, risk management and collective projects in cooperatives. For farmers and project holders heading to the bank or to support services.',
  },
  modules: [
    {
      title: { ar: 'من الفكرة إلى المشروع', fr: "De l'idée au projet", en: 'From idea to project' },
      lessons: [
        {
          title: {
            ar: 'ماذا يحتوي مخطط الأعمال الفلاحي؟',
            fr: "Que contient un plan d'affaires agricole ?",
            en: 'What goes in a farm business plan?',
          },
          summary: {
            ar: 'مخطط الأعمال وثيقة قصيرة تشرح المشروع وتثبت أنه قابل للتنفيذ ومربح. يحتاجه البنك ومصالح الدعم، لكنه مفيد لك أولًا. تتعلم أقسامه الأساسية.',
            fr: "Le plan d'affaires est un document court qui explique le projet et prouve qu'il est faisable et rentable. La banque et les services d'aide le demandent, mais il vous sert d'abord à vous. Vous apprenez ses parties essentielles.",
            en: 'A business plan is a short document that explains the project and shows it is feasible and profitable. Banks and support services ask for it, but it serves you first. You learn its essential sections.',
          },
          about: {
            ar: 'مخطط الأعمال الجيد لا يتجاوز غالبًا 10 إلى 15 صفحة. الأقسام الأساسية: (1) ملخص من صفحة واحدة: ماذا، وأين، وكم يكلف، وكم يربح. (2) حامل المشروع: خبرتك وتكوينك وشركاؤك. (3) الضيعة: المساحة، والتربة، والماء المتاح وترخيصه، والمعدات الموجودة. (4) السوق: من سيشتري، وبأي ثمن، وكيف تصل إليه. (5) الجانب التقني: المحاصيل أو القطيع، والتقويم، والمردود المتوقع بأرقام واقعية من منطقتك. (6) ميزانية الاستثمار وخطة التمويل. (7) حساب الاستغلال المتوقع لخمس سنوات والخزينة. (8) المخاطر وكيف ستواجهها. اكتب بلغة بسيطة وبأرقام يمكن التحقق منها، وأرفق عروض الأثمنة من الموردين. المخطط يجبرك على التفكير في كل شيء قبل إنفاق أول درهم.',
            fr: "Un bon plan d'affaires ne dépasse souvent pas 10 à 15 pages. Les parties essentielles : (1) un résumé d'une page : quoi, où, combien ça coûte, combien ça rapporte. (2) Le porteur de projet : expérience, formation, associés. (3) L'exploitation : surface, sol, eau disponible et son autorisation, matériel existant. (4) Le marché : qui achètera, à quel prix, comment l'atteindre. (5) La partie technique : cultures ou troupeau, calendrier, rendements attendus avec des chiffres réalistes de votre région. (6) Le budget d'investissement et le plan de financement. (7) Le compte d'exploitation prévisionnel sur cinq ans et la trésorerie. (8) Les risques et comment y faire face. Écrivez simplement, avec des chiffres vérifiables, et joignez les devis des fournisseurs. Le plan vous oblige à tout penser avant de dépenser le premier dirham.",
            en: "A good business plan is usually no more than 10 to 15 pages. The essential sections: (1) a one-page summary: what, where, what it costs, what it earns. (2) The project holder: experience, training and partners. (3) The farm: area, soil, available water and its permit, existing equipment. (4) The market: who will buy, at what price, how you reach them. (5) The technical side: crops or livestock, calendar, expected yields with realistic figures from your area. (6) The investment budget and financing plan. (7) The projected five-year operating account and cash flow. (8) Risks and how you will face them. Write plainly, with figures that can be checked, and attach suppliers' quotes. The plan makes you think everything through before spending the first dirham.",
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: { ar: 'دراسة السوق لمشروع فلاحي', fr: "L'étude de marché d'un projet agricole", en: 'Market study for a farm project' },
          summary: {
            ar: 'أكبر خطأ هو الإنتاج أولًا ثم البحث عن مشترٍ. دراسة سوق بسيطة بالزيارات والأسئلة وتتبع الأثمنة تقلل المخاطرة كثيرًا. تتعلم جمع المعلومات الصحيحة دون تكلفة كبيرة.',
            fr: "La plus grosse erreur est de produire d'abord et de chercher un acheteur ensuite. Une étude de marché simple, par visites, questions et suivi des prix, réduit beaucoup le risque. Vous apprenez à réunir les bonnes informations sans grand coût.",
            en: 'The biggest mistake is to produce first and look for a buyer later. A simple market study through visits, questions and price tracking cuts risk a lot. You learn to gather the right information at little cost.',
          },
          about: {
            ar: 'ابدأ بالأسئلة: من يشتري هذا المنتوج في منطقتي؟ سوق الجملة، أو الوسطاء، أو وحدات التبريد والتصدير، أو المحلات، أو المطاعم، أو المستهلك مباشرة؟ زر سوق الجملة الأقرب عدة مرات في السنة، وتحدث مع التجار: ما الكميات التي يشترونها، وفي أي أشهر، وبأي معايير للجودة والتعبئة؟ اجمع أثمنة ثلاث سنوات على الأقل شهرًا بشهر، من التجار أو من نشرات الأسواق، لتعرف المتوسط والتقلبات. راقب المنافسة: كم من الفلاحين يزرعون المنتوج نفسه، وهل تزيد المساحات؟ فكّر في الوصول: المسافة، وتكلفة النقل، والحاجة إلى التبريد. في المخطط، استعمل ثمنًا متحفظًا، مثلًا متوسط السنوات الثلاث ناقص 10%، بدل أفضل ثمن سمعت به. إذا أمكن، احصل على رسالة اهتمام أو عقد مبدئي من مشترٍ، فهي تقوي ملفك أمام البنك.',
            fr: "Commencez par les questions : qui achète ce produit dans ma région ? Marché de gros, intermédiaires, stations de conditionnement et d'export, magasins, restaurants ou consommateur direct ? Visitez plusieurs fois par an le marché de gros le plus proche et parlez aux commerçants : quelles quantités achètent-ils, quels mois, avec quelles exigences de qualité et d'emballage ? Rassemblez au moins trois ans de prix mois par mois, auprès des commerçants ou dans les bulletins de marché, pour connaître la moyenne et les variations. Observez la concurrence : combien d'agriculteurs font le même produit, les surfaces augmentent-elles ? Pensez à l'accès : distance, coût de transport, besoin de froid. Dans le plan, prenez un prix prudent, par exemple la moyenne des trois ans moins 10 %, plutôt que le meilleur prix entendu. Si possible, obtenez une lettre d'intérêt ou un pré-contrat d'un acheteur : cela renforce votre dossier auprès de la banque.",
            en: 'Start with questions: who buys this product in my area? The wholesale market, middlemen, packing and export stations, shops, restaurants or consumers directly? Visit the nearest wholesale market several times a year and talk to traders: how much do they buy, in which months, with what quality and packing standards? Collect at least three years of prices month by month, from traders or market bulletins, to learn the average and the swings. Watch the competition: how many farmers grow the same product, and are areas increasing? Think about access: distance, transport cost, need for cold storage. In the plan, use a cautious price, for example the three-year average minus 10%, rather than the best price you have heard of. If you can, get a letter of interest or a draft contract from a buyer: it strengthens your file with the bank.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'الأرقام', fr: 'Les chiffres', en: 'The numbers' },
      lessons: [
        {
          title: {
            ar: 'ميزانية الاستثمار وحساب الاستغلال',
            fr: "Budget d'investissement et compte d'exploitation",
            en: 'Investment budget and operating account',
          },
          summary: {
            ar: 'ميزانية الاستثمار تجمع كل ما تشتريه مرة واحدة، وحساب الاستغلال يبيّن المداخيل والمصاريف كل سنة. معًا يظهران هل المشروع يعيش من نفسه. تتعلم بناءهما على خمس سنوات.',
            fr: "Le budget d'investissement regroupe tout ce que l'on achète une fois ; le compte d'exploitation montre recettes et charges de chaque année. Ensemble, ils disent si le projet tient debout. Vous apprenez à les bâtir sur cinq ans.",
            en: 'The investment budget lists everything bought once; the operating account shows income and costs each year. Together they show whether the project stands on its own. You learn to build them over five years.',
          },
          about: {
            ar: 'ميزانية الاستثمار: اكتب كل بند مع عرض ثمن: حفر أو تجهيز البئر، والمضخة، وشبكة السقي، والحوض، والأغراس، والمعدات، والبناءات، ومصاريف الدراسة. أضف احتياطًا للطوارئ بحوالي 5 إلى 10%، ورأس مال عامل يغطي مصاريف الموسم الأول قبل أول بيع. حساب الاستغلال: لكل سنة من السنوات الخمس، اكتب المداخيل (المردود × الثمن المتحفظ)، ثم التكاليف المتغيرة، ثم التكاليف الثابتة، ثم الاهتلاك، ثم فوائد القرض، والنتيجة الصافية. انتبه للتدرج: الأشجار المثمرة لا تعطي شيئًا تقريبًا في السنوات الأولى، والقطيع الجديد يحتاج وقتًا ليصل إلى إنتاجه الكامل، والفلاح يتعلم التقنية الجديدة تدريجيًا. لهذا خذ في السنة الأولى مردودًا أقل من المردود العادي. الخطأ الشائع هو نسيان رأس المال العامل، فيتوقف المشروع في منتصف الموسم الأول لنقص السيولة.',
            fr: "Budget d'investissement : listez chaque poste avec un devis : forage ou équipement du puits, pompe, réseau d'irrigation, bassin, plants, matériel, bâtiments, frais d'étude. Ajoutez une réserve pour imprévus d'environ 5 à 10 %, et un fonds de roulement qui couvre les dépenses de la première campagne avant la première vente. Compte d'exploitation : pour chacune des cinq années, inscrivez les recettes (rendement × prix prudent), puis les coûts variables, les coûts fixes, les amortissements, les intérêts du crédit, et le résultat net. Attention à la montée en puissance : les arbres fruitiers ne donnent presque rien les premières années, un nouveau troupeau met du temps à atteindre sa pleine production, et l'agriculteur apprend progressivement la nouvelle technique. Prenez donc pour la première année un rendement inférieur à la normale. L'erreur fréquente est d'oublier le fonds de roulement : le projet s'arrête en pleine première campagne faute de trésorerie.",
            en: "Investment budget: list every item with a quote: drilling or equipping the well, pump, irrigation system, basin, plants, equipment, buildings, study costs. Add a contingency of about 5 to 10%, and working capital to cover the first season's spending before the first sale. Operating account: for each of the five years, enter income (yield × cautious price), then variable costs, fixed costs, depreciation, loan interest and the net result. Watch the ramp-up: fruit trees give almost nothing in the first years, a new herd takes time to reach full production, and the farmer learns the new technique step by step. So use a lower than normal yield for year one. The common mistake is forgetting working capital, so the project stalls halfway through its first season for lack of cash.",
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'المردودية: مدة الاسترجاع والعائد',
            fr: 'Rentabilité : délai de récupération et rendement',
            en: 'Profitability: payback period and return',
          },
          summary: {
            ar: 'كم سنة أحتاج لاسترجاع المال المستثمر؟ وكم يعطي كل درهم مستثمر؟ مؤشران بسيطان يسمحان بمقارنة المشاريع. تتعلم حسابهما واختبار المشروع أمام انخفاض الأثمنة.',
            fr: "Combien d'années pour récupérer l'argent investi ? Combien rapporte chaque dirham investi ? Deux indicateurs simples permettent de comparer des projets. Vous apprenez à les calculer et à tester le projet face à une baisse des prix.",
            en: 'How many years to get the invested money back? How much does each dirham invested earn? Two simple indicators let you compare projects. You learn to calculate them and stress-test the project against falling prices.',
          },
          about: {
            ar: 'مدة الاسترجاع = مبلغ الاستثمار ÷ الفائض النقدي السنوي الإضافي الذي يحققه المشروع (النتيجة الصافية + الاهتلاك). مثال: مشروع تحويل هكتارين إلى التنقيط مع حوض بتكلفة 120000 درهم، يحقق فائضًا إضافيًا قدره 30000 درهم في السنة: 120000 ÷ 30000 = 4 سنوات. العائد البسيط = متوسط النتيجة الصافية السنوية ÷ الاستثمار × 100. إذا كانت النتيجة 18000 درهم: 18000 ÷ 120000 = 15% في السنة، قارنه بنسبة فائدة القرض. اختبار الحساسية: أعد الحساب مع ثمن أقل بـ 20% ثم مع مردود أقل بـ 20%. إذا أصبح المشروع خاسرًا أو أصبحت مدة الاسترجاع أطول من عمر المعدات، فالمشروع هش. المشروع الجيد يبقى إيجابيًا حتى في سنة سيئة. البنك سيقوم بهذه الاختبارات، فالأفضل أن تكون قد قمت بها قبله.',
            fr: 'Délai de récupération = montant investi ÷ surplus de trésorerie annuel supplémentaire du projet (résultat net + amortissements). Exemple : passer deux hectares au goutte-à-goutte avec un bassin coûte 120 000 DH et dégage 30 000 DH de surplus par an : 120 000 ÷ 30 000 = 4 ans. Rentabilité simple = résultat net annuel moyen ÷ investissement × 100. Si le résultat est de 18 000 DH : 18 000 ÷ 120 000 = 15 % par an, à comparer au taux du crédit. Test de sensibilité : refaites le calcul avec un prix inférieur de 20 %, puis avec un rendement inférieur de 20 %. Si le projet devient déficitaire ou si le délai de récupération dépasse la durée de vie du matériel, le projet est fragile. Un bon projet reste positif même une mauvaise année. La banque fera ces tests : mieux vaut les avoir faits avant elle.',
            en: "Payback period = amount invested ÷ extra yearly cash surplus from the project (net result + depreciation). Example: converting two hectares to drip with a basin costs 120,000 MAD and yields an extra 30,000 MAD a year: 120,000 ÷ 30,000 = 4 years. Simple return = average yearly net result ÷ investment × 100. If the result is 18,000 MAD: 18,000 ÷ 120,000 = 15% a year, to compare with the loan interest rate. Sensitivity test: redo the sums with a price 20% lower, then with a yield 20% lower. If the project turns loss-making, or payback becomes longer than the equipment's life, the project is fragile. A good project stays positive even in a bad year. The bank will run these tests, so it is better to have run them first.",
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'التمويل', fr: 'Le financement', en: 'Financing' },
      lessons: [
        {
          title: { ar: 'مصادر التمويل والدعم', fr: 'Sources de financement et subventions', en: 'Sources of finance and subsidies' },
          summary: {
            ar: 'أغلب المشاريع تجمع بين المساهمة الشخصية والقرض والدعم العمومي. في المغرب، يدعم صندوق التنمية الفلاحية عدة استثمارات مثل السقي الموضعي. تتعلم تركيب خطة تمويل واقعية.',
            fr: "La plupart des projets combinent apport personnel, crédit et aide publique. Au Maroc, le Fonds de développement agricole subventionne plusieurs investissements comme l'irrigation localisée. Vous apprenez à monter un plan de financement réaliste.",
            en: 'Most projects combine own funds, a loan and public support. In Morocco, the Agricultural Development Fund subsidises several investments such as localised irrigation. You learn to put together a realistic financing plan.',
          },
          about: {
            ar: 'المساهمة الشخصية تُظهر للبنك أنك تتحمل جزءًا من المخاطرة، وغالبًا ما يُطلب 10 إلى 30% من الاستثمار. القرض: البنوك الفلاحية وفروعها الموجهة للفلاحين الصغار، ومؤسسات التمويل الأصغر للمبالغ الصغيرة، وبرامج دعم المقاولين الشباب في العالم القروي. الدعم العمومي: في المغرب يمنح صندوق التنمية الفلاحية إعانات لعدة استثمارات، منها تجهيز الضيعات بالري الموضعي، حيث يمكن أن تصل الإعانة إلى نسبة مرتفعة جدًا من التكلفة المرجعية للضيعات الصغيرة حسب الشروط الجاري بها العمل، وكذلك للمعدات الفلاحية والأغراس وغيرها. تُودع الملفات في الشباك الوحيد بالمديرية الإقليمية للفلاحة أو المكتب الجهوي للاستثمار الفلاحي. انتبه: بعض الإعانات تتطلب موافقة مسبقة قبل بدء الأشغال، والأداء يكون بعد المعاينة. في البلدان الإفريقية الأخرى ابحث عن برامج مماثلة لدى وزارة الفلاحة والمنظمات المهنية. تحقق دائمًا من الشروط الحالية لأنها تتغير.',
            fr: "L'apport personnel montre à la banque que vous portez une part du risque ; on demande souvent 10 à 30 % de l'investissement. Le crédit : banques agricoles et leurs filiales dédiées aux petits agriculteurs, institutions de microfinance pour les petits montants, programmes d'appui aux jeunes entrepreneurs en milieu rural. L'aide publique : au Maroc, le Fonds de développement agricole subventionne plusieurs investissements, dont l'équipement en irrigation localisée, avec une aide qui peut atteindre une part très élevée du coût de référence pour les petites exploitations selon les conditions en vigueur, ainsi que le matériel agricole, les plantations et d'autres postes. Les dossiers se déposent au guichet unique de la direction provinciale de l'agriculture ou de l'office régional de mise en valeur agricole. Attention : certaines aides exigent une approbation préalable avant le début des travaux, et le paiement se fait après constat. Dans les autres pays africains, cherchez des programmes similaires auprès du ministère de l'Agriculture et des organisations professionnelles. Vérifiez toujours les conditions actuelles : elles changent.",
            en: "Own funds show the bank you carry part of the risk; 10 to 30% of the investment is often required. Loans: agricultural banks and their branches for small farmers, microfinance institutions for small amounts, and programmes supporting young rural entrepreneurs. Public support: in Morocco, the Agricultural Development Fund subsidises several investments, including equipping farms with localised irrigation, where the grant can reach a very high share of the reference cost for small farms under the current conditions, as well as farm machinery, plantations and more. Files go to the single window of the provincial agriculture directorate or the regional agricultural development office. Beware: some grants require prior approval before work starts, and payment comes after inspection. In other African countries, look for similar programmes at the agriculture ministry and farmers' organisations. Always check the current conditions, as they change.",
          },
          video: 'clip-b',
        },
        {
          title: {
            ar: 'تسديد القرض وقدرة الاستدانة',
            fr: "Remboursement et capacité d'endettement",
            en: 'Loan repayment and borrowing capacity',
          },
          summary: {
            ar: 'القرض الجيد هو الذي تستطيع تسديده حتى في سنة صعبة. القسط السنوي يجب أن يبقى أقل بوضوح من الفائض النقدي. تتعلم حساب القسط والهامش الآمن.',
            fr: "Un bon crédit est celui qu'on peut rembourser même une année difficile. L'annuité doit rester nettement inférieure au surplus de trésorerie. Vous apprenez à calculer l'annuité et la marge de sécurité.",
            en: 'A good loan is one you can repay even in a hard year. The yearly instalment must stay clearly below the cash surplus. You learn to work out the instalment and the safety margin.',
          },
          about: {
            ar: 'القسط السنوي الثابت لقرض = المبلغ × معامل يعطيه البنك أو جدول التسديد. مثال: 60000 درهم على 5 سنوات بفائدة 6% سنويًا يعطي قسطًا سنويًا قدره حوالي 14250 درهمًا، أي ما مجموعه حوالي 71200 درهم. قاعدة الأمان: الفائض النقدي السنوي المتاح للتسديد (بعد مصاريف العائلة) يجب أن يكون على الأقل 1.3 مرة القسط. إذا كان الفائض المتوقع 30000 درهم والقسط 14250 درهمًا، فالنسبة 2.1، وهذا مريح. إذا كانت قريبة من 1، فأي سنة جافة أو انخفاض في الأثمنة يؤدي إلى التأخر في الأداء. اطلب فترة إمهال في بداية القرض إذا كان المشروع يحتاج وقتًا ليعطي إنتاجًا، كالأشجار. اجعل تواريخ الأقساط بعد مواسم البيع، لا قبلها. لا تستعمل أبدًا قرض الاستثمار لتغطية مصاريف العائلة.',
            fr: "L'annuité constante d'un crédit = montant × un coefficient donné par la banque ou le tableau d'amortissement. Exemple : 60 000 DH sur 5 ans à 6 % par an donnent une annuité d'environ 14 250 DH, soit environ 71 200 DH au total. Règle de sécurité : le surplus de trésorerie annuel disponible pour rembourser (après les dépenses de la famille) doit valoir au moins 1,3 fois l'annuité. Si le surplus prévu est de 30 000 DH et l'annuité de 14 250 DH, le rapport est de 2,1 : c'est confortable. S'il est proche de 1, la moindre année sèche ou baisse de prix entraîne des retards de paiement. Demandez un différé au début du crédit si le projet met du temps à produire, comme les arbres. Placez les échéances après les périodes de vente, pas avant. N'utilisez jamais un crédit d'investissement pour couvrir les dépenses de la famille.",
            en: 'The fixed yearly instalment on a loan = amount × a factor from the bank or the repayment table. Example: 60,000 MAD over 5 years at 6% a year gives a yearly instalment of about 14,250 MAD, about 71,200 MAD in total. Safety rule: the yearly cash surplus available for repayment (after family spending) should be at least 1.3 times the instalment. If the expected surplus is 30,000 MAD and the instalment 14,250 MAD, the ratio is 2.1, which is comfortable. If it is close to 1, any dry year or price drop leads to late payments. Ask for a grace period at the start of the loan if the project takes time to produce, as with trees. Set instalment dates after selling seasons, not before. Never use an investment loan to cover family spending.',
          },
          video: 'clip-c',
        },
      ],
    },
    {
      title: { ar: 'المخاطر والعمل الجماعي', fr: 'Risques et action collective', en: 'Risk and collective action' },
      lessons: [
        {
          title: {
            ar: 'تدبير المخاطر: التأمين والتنويع',
            fr: 'Gérer les risques : assurance et diversification',
            en: 'Managing risk: insurance and diversification',
          },
          summary: {
            ar: 'الجفاف والبرد والأمراض وانهيار الأثمنة جزء من الفلاحة. لا يمكن إلغاؤها، لكن يمكن تقليل أثرها. تتعلم أهم أدوات حماية المشروع.',
            fr: "Sécheresse, grêle, maladies et effondrement des prix font partie de l'agriculture. On ne peut pas les supprimer, mais on peut en réduire l'effet. Vous apprenez les principaux outils pour protéger le projet.",
            en: 'Drought, hail, disease and price collapses are part of farming. They cannot be removed, but their impact can be reduced. You learn the main tools to protect the project.',
          },
          about: {
            ar: 'ابدأ بجدول المخاطر: لكل خطر اكتب احتمال حدوثه، وأثره بالدرهم، وما ستفعله. التأمين: في المغرب يوجد تأمين متعدد المخاطر المناخية بدعم من الدولة لعدد من المحاصيل، يغطي الجفاف والبرد والصقيع وغيرها حسب العقد؛ اسأل عنه التعاضدية الفلاحية أو وكيل التأمين، واقرأ الشروط جيدًا. التنويع: لا تضع كل الأرض في محصول واحد أو كل المداخيل في سوق واحد؛ اجمع بين محاصيل بمواسم مختلفة، وبين الزراعة وتربية الماشية أو النحل. الماء: مشروع يعتمد على بئر واحدة هش، لذا يساعد الحوض والسقي الموضعي على الصمود. الصندوق الاحتياطي: ادخر في السنوات الجيدة ما يغطي على الأقل ثلاثة إلى ستة أشهر من المصاريف الأساسية. العقود المسبقة والبيع الجماعي تقلل خطر الثمن. سجّل في المخطط هذه الإجراءات، فهي تطمئن البنك.',
            fr: "Commencez par un tableau des risques : pour chacun, notez sa probabilité, son coût en dirhams et ce que vous ferez. L'assurance : au Maroc, une assurance multirisque climatique soutenue par l'État existe pour plusieurs cultures et couvre selon le contrat la sécheresse, la grêle, le gel et d'autres aléas ; renseignez-vous auprès de la mutuelle agricole ou d'un agent et lisez bien les conditions. La diversification : ne mettez pas toute la terre dans une seule culture ni tous vos revenus sur un seul marché ; associez des cultures de saisons différentes, et cultures avec élevage ou apiculture. L'eau : un projet qui dépend d'un seul puits est fragile ; un bassin et l'irrigation localisée aident à tenir. La réserve : épargnez les bonnes années de quoi couvrir au moins trois à six mois de dépenses essentielles. Contrats à l'avance et vente groupée réduisent le risque de prix. Inscrivez ces mesures dans le plan : elles rassurent la banque.",
            en: "Start with a risk table: for each risk, note how likely it is, its cost in dirhams and what you will do. Insurance: in Morocco, state-supported multi-risk climate insurance exists for several crops and, depending on the contract, covers drought, hail, frost and other hazards; ask the farmers' mutual insurer or an agent, and read the terms carefully. Diversification: do not put all the land into one crop or all your income into one market; combine crops with different seasons, and cropping with livestock or bees. Water: a project that depends on a single well is fragile; a storage basin and localised irrigation help it hold up. Reserve fund: in good years, save enough to cover at least three to six months of essential spending. Forward contracts and group selling reduce price risk. Put these measures in the plan: they reassure the bank.",
          },
          video: 'clip-a',
        },
        {
          title: {
            ar: 'التعاونيات والمشاريع الجماعية',
            fr: 'Coopératives et projets collectifs',
            en: 'Cooperatives and collective projects',
          },
          summary: {
            ar: 'الفلاح الصغير وحده يشتري غاليًا ويبيع رخيصًا. التعاونية تسمح بشراء المعدات المشتركة، والبيع الجماعي، والوصول إلى الدعم. درس للقراءة عن شروط نجاح المشروع الجماعي.',
            fr: "Seul, le petit agriculteur achète cher et vend bon marché. La coopérative permet le matériel en commun, la vente groupée et l'accès aux aides. Leçon à lire sur les conditions de réussite d'un projet collectif.",
            en: 'Alone, a small farmer buys dear and sells cheap. A cooperative allows shared equipment, group selling and access to support. A reading lesson on what makes a collective project succeed.',
          },
          about: {
            ar: 'في المغرب تنظم التعاونيات بالقانون 112-12، ويرافقها مكتب تنمية التعاون. يمكن للتعاونية شراء المدخلات بالجملة بثمن أقل، وامتلاك معدات لا يستطيع فلاح واحد شراءها (آلة بذر مباشر، وحدة تبريد، معصرة، آلة فرز)، وبيع كميات كبيرة منتظمة لمشترين كبار، والاستفادة من برامج الدعم الموجهة للتنظيمات المهنية. هناك أيضًا التجميع الفلاحي، حيث يرتبط فلاحون بمجمّع بعقد يوفر التأطير والتسويق. شروط النجاح: هدف اقتصادي واضح يفهمه الجميع، وأعضاء يعرفون بعضهم ويثقون ببعضهم، وقانون داخلي مكتوب يحدد الحقوق والواجبات وطريقة توزيع الأرباح، ومحاسبة شفافة تُعرض على الجمع العام كل سنة، وتكوين مستمر للمسيرين. ابدأ بنشاط واحد بسيط ومربح قبل التوسع. التعاونية التي تنشأ فقط للحصول على إعانة تفشل غالبًا بعد انتهاء الإعانة.',
            fr: "Au Maroc, les coopératives relèvent de la loi 112-12 et sont accompagnées par l'Office du développement de la coopération. Une coopérative peut acheter les intrants en gros moins cher, posséder du matériel qu'un agriculteur seul ne peut pas acheter (semoir direct, unité frigorifique, huilerie, calibreuse), vendre des volumes réguliers à de gros acheteurs et profiter des programmes d'aide destinés aux organisations professionnelles. Il existe aussi l'agrégation agricole, où des agriculteurs sont liés par contrat à un agrégateur qui apporte encadrement et débouchés. Conditions de réussite : un objectif économique clair compris par tous, des membres qui se connaissent et se font confiance, un règlement intérieur écrit fixant droits, devoirs et partage des bénéfices, une comptabilité transparente présentée chaque année en assemblée générale, et la formation continue des dirigeants. Commencez par une seule activité simple et rentable avant de grandir. Une coopérative créée seulement pour toucher une subvention échoue souvent quand l'aide s'arrête.",
            en: 'In Morocco, cooperatives are governed by Law 112-12 and supported by the Cooperative Development Office. A cooperative can buy inputs in bulk for less, own equipment no single farmer can afford (a direct seeder, a cold store, an olive mill, a grading machine), sell regular large volumes to big buyers and use support programmes aimed at producer organisations. There is also agricultural aggregation, where farmers are linked by contract to an aggregator who provides technical support and a market. Keys to success: a clear economic goal everyone understands, members who know and trust each other, written internal rules setting rights, duties and profit sharing, transparent accounts presented at the general assembly every year, and ongoing training for the managers. Start with one simple, profitable activity before growing. A cooperative set up only to get a grant often fails when the grant ends.',
          },
          video: null,
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'plan-affaires-sommaire.txt',
      lesson: [0, 0], // What goes in a farm business plan?
      body: `FR - Sommaire type d'un plan d'affaires agricole
1. Résumé (1 page) 2. Porteur de projet 3. Exploitation : terre, eau, matériel
4. Marché : acheteurs, prix prudents (moyenne 3 ans − 10 %)
5. Technique : calendrier, rendements réalistes 6. Investissement + imprévus 5-10 % + fonds de roulement
7. Compte d'exploitation 5 ans, trésorerie 8. Risques et réponses
Tests : prix −20 %, rendement −20 %. Surplus ≥ 1,3 × annuité.

AR - فهرس نموذجي لمخطط أعمال فلاحي
1. ملخص (صفحة) 2. حامل المشروع 3. الضيعة: الأرض، الماء، المعدات
4. السوق: المشترون، أثمنة متحفظة (متوسط 3 سنوات − 10%)
5. الجانب التقني: التقويم، مردود واقعي 6. الاستثمار + طوارئ 5-10% + رأس مال عامل
7. حساب الاستغلال لـ 5 سنوات، الخزينة 8. المخاطر والحلول
الاختبارات: الثمن −20%، المردود −20%. الفائض ≥ 1.3 × القسط.

EN - Model outline of a farm business plan
1. Summary (1 page) 2. Project holder 3. Farm: land, water, equipment
4. Market: buyers, cautious prices (3-year average − 10%)
5. Technical: calendar, realistic yields 6. Investment + 5-10% contingency + working capital
7. 5-year operating account, cash flow 8. Risks and responses
Tests: price −20%, yield −20%. Surplus ≥ 1.3 × instalment.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'ما أول قسم في مخطط الأعمال؟',
        fr: "Quelle est la première partie d'un plan d'affaires ?",
        en: 'What is the first section of a business plan?',
      },
      options: [
        { ar: 'ملخص من صفحة واحدة', fr: "Un résumé d'une page", en: 'A one-page summary' },
        { ar: 'جدول تسديد القرض', fr: 'Le tableau de remboursement', en: 'The loan repayment table' },
        { ar: 'صور الضيعة', fr: 'Les photos de la ferme', en: 'Photos of the farm' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: { ar: 'أي ثمن يُستعمل في المخطط؟', fr: 'Quel prix utiliser dans le plan ?', en: 'Which price should the plan use?' },
      options: [
        { ar: 'أفضل ثمن سمعت به', fr: 'Le meilleur prix entendu', en: 'The best price you have heard of' },
        { ar: 'ثمن السنة الماضية فقط', fr: "Le prix de l'an dernier seulement", en: "Last year's price only" },
        {
          ar: 'ثمن متحفظ مثل متوسط 3 سنوات ناقص 10%',
          fr: 'Un prix prudent, comme la moyenne sur 3 ans moins 10 %',
          en: 'A cautious price, like the 3-year average minus 10%',
        },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'لماذا نضيف رأس مال عامل إلى ميزانية الاستثمار؟',
        fr: 'Pourquoi ajouter un fonds de roulement au budget ?',
        en: 'Why add working capital to the investment budget?',
      },
      options: [
        { ar: 'لدفع الضرائب', fr: 'Pour payer les impôts', en: 'To pay taxes' },
        {
          ar: 'لتغطية مصاريف الموسم الأول قبل أول بيع',
          fr: 'Pour couvrir la première campagne avant la première vente',
          en: 'To cover the first season before the first sale',
        },
        { ar: 'لشراء أرض إضافية', fr: 'Pour acheter plus de terre', en: 'To buy more land' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'استثمار 120000 درهم وفائض إضافي 30000 درهم في السنة. ما مدة الاسترجاع؟',
        fr: 'Investissement 120 000 DH, surplus 30 000 DH par an. Quel délai de récupération ?',
        en: 'Investment 120,000 MAD, extra surplus 30,000 MAD a year. What is the payback period?',
      },
      options: [
        { ar: 'سنتان', fr: '2 ans', en: '2 years' },
        { ar: '10 سنوات', fr: '10 ans', en: '10 years' },
        { ar: 'سنة واحدة', fr: '1 an', en: '1 year' },
        { ar: '4 سنوات', fr: '4 ans', en: '4 years' },
      ],
      correct: 3,
      module_index: 1,
    },
    {
      text: { ar: 'ما الهدف من اختبار الحساسية؟', fr: 'À quoi sert le test de sensibilité ?', en: 'What is the sensitivity test for?' },
      options: [
        {
          ar: 'معرفة هل يصمد المشروع أمام ثمن أو مردود أقل',
          fr: 'Voir si le projet tient avec un prix ou un rendement plus bas',
          en: 'To see if the project holds with a lower price or yield',
        },
        { ar: 'حساب الضرائب', fr: 'Calculer les impôts', en: 'To work out taxes' },
        { ar: 'اختيار لون التعبئة', fr: "Choisir la couleur de l'emballage", en: 'To pick the packaging colour' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'ماذا يجب الانتباه إليه قبل بدء أشغال مشروع مدعوم؟',
        fr: "À quoi faire attention avant de lancer les travaux d'un projet subventionné ?",
        en: 'What should you check before starting work on a subsidised project?',
      },
      options: [
        { ar: 'لا شيء، الدعم يُمنح دائمًا', fr: "Rien, l'aide est toujours accordée", en: 'Nothing, the grant is always given' },
        {
          ar: 'ضرورة الحصول على موافقة مسبقة في بعض الحالات',
          fr: "L'obligation d'une approbation préalable dans certains cas",
          en: 'Whether prior approval is required',
        },
        { ar: 'دفع الإعانة للمورد', fr: 'Verser la subvention au fournisseur', en: 'Paying the grant to the supplier' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'القسط السنوي 14250 درهمًا. ما الفائض الأدنى الآمن للتسديد؟',
        fr: 'Annuité de 14 250 DH. Quel surplus minimum pour rembourser sans risque ?',
        en: 'Yearly instalment 14,250 MAD. What minimum surplus is safe?',
      },
      options: [
        { ar: 'حوالي 10000 درهم', fr: 'Environ 10 000 DH', en: 'About 10,000 MAD' },
        { ar: '14250 درهمًا بالضبط', fr: 'Exactement 14 250 DH', en: 'Exactly 14,250 MAD' },
        {
          ar: 'حوالي 18500 درهم (1.3 مرة القسط)',
          fr: "Environ 18 500 DH (1,3 fois l'annuité)",
          en: 'About 18,500 MAD (1.3 times the instalment)',
        },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: {
        ar: 'متى يُفضل وضع تواريخ أقساط القرض؟',
        fr: 'Quand placer de préférence les échéances du crédit ?',
        en: 'When should loan instalments preferably fall due?',
      },
      options: [
        { ar: 'قبل الزرع مباشرة', fr: 'Juste avant le semis', en: 'Just before sowing' },
        { ar: 'في منتصف الموسم', fr: 'En pleine campagne', en: 'Mid-season' },
        { ar: 'في أي وقت', fr: "N'importe quand", en: 'At any time' },
        { ar: 'بعد مواسم البيع', fr: 'Après les périodes de vente', en: 'After the selling seasons' },
      ],
      correct: 3,
      module_index: 2,
    },
    {
      text: {
        ar: 'كم يجب أن يغطي الصندوق الاحتياطي؟',
        fr: 'Que doit couvrir la réserve de sécurité ?',
        en: 'What should the reserve fund cover?',
      },
      options: [
        {
          ar: '3 إلى 6 أشهر من المصاريف الأساسية على الأقل',
          fr: 'Au moins 3 à 6 mois de dépenses essentielles',
          en: 'At least 3 to 6 months of essential spending',
        },
        { ar: 'أسبوعًا واحدًا', fr: 'Une semaine', en: 'One week' },
        { ar: 'لا حاجة إلى احتياط', fr: 'Aucune réserve nécessaire', en: 'No reserve is needed' },
      ],
      correct: 0,
      module_index: 3,
    },
    {
      text: {
        ar: 'ما شرط أساسي لنجاح التعاونية؟',
        fr: "Quelle est une condition clé de réussite d'une coopérative ?",
        en: "What is a key condition for a cooperative's success?",
      },
      options: [
        { ar: 'إنشاؤها فقط للحصول على إعانة', fr: 'La créer seulement pour une subvention', en: 'Setting it up only for a grant' },
        {
          ar: 'محاسبة شفافة تُعرض على الجمع العام',
          fr: 'Une comptabilité transparente présentée en assemblée générale',
          en: 'Transparent accounts presented to the general assembly',
        },
        { ar: 'عدم كتابة أي قانون داخلي', fr: "N'écrire aucun règlement intérieur", en: 'Writing no internal rules' },
      ],
      correct: 1,
      module_index: 3,
    },
    {
      text: {
        ar: 'كيف تتأكد من وجود مشترين لمنتوج مشروعك قبل الاستثمار؟',
        fr: "Comment vérifier qu'il y a des acheteurs pour votre produit avant d'investir ?",
        en: 'How do you check there are buyers for your product before investing?',
      },
      options: [
        { ar: 'تفترض أن كل شيء يُباع', fr: 'On suppose que tout se vend', en: 'Assume everything sells' },
        { ar: 'تسأل أحد الأقارب فقط', fr: 'On demande à un seul proche', en: 'Ask one relative only' },
        { ar: 'تبدأ الإنتاج وتنتظر', fr: 'On produit et on attend', en: 'Start producing and wait' },
        {
          ar: 'تزور الأسواق وتتحدث مع التجار والزبناء حول الكميات والأسعار',
          fr: 'On visite les marchés et on interroge commerçants et clients sur volumes et prix',
          en: 'Visit markets and ask traders and customers about volumes and prices',
        },
      ],
      correct: 3,
      module_index: 0,
    },
    {
      text: {
        ar: 'لماذا يقلل تنويع المحاصيل من المخاطر؟',
        fr: 'Pourquoi diversifier les cultures réduit-il le risque ?',
        en: 'Why does growing several crops reduce risk?',
      },
      options: [
        {
          ar: 'لأن سوء موسم أو سعر محصول واحد لا يضرب كل المداخيل',
          fr: "Parce qu'une mauvaise saison ou un mauvais prix sur une culture ne touche pas tout le revenu",
          en: 'Because a bad season or price for one crop does not hit all the income',
        },
        {
          ar: 'لأنه يلغي الحاجة إلى التأمين دائمًا',
          fr: "Parce qu'il supprime toujours le besoin d'assurance",
          en: 'Because it always removes the need for insurance',
        },
        {
          ar: 'لأن كل المحاصيل تُباع بنفس السعر',
          fr: 'Parce que toutes les cultures se vendent au même prix',
          en: 'Because all crops sell at the same price',
        },
      ],
      correct: 0,
      module_index: 3,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Anas El Ouafi',
      description: 'Mon dossier de crédit a été accepté du premier coup. Le test prix −20 % a impressionné le conseiller.',
    },
    { rating: 4, author: 'خديجة أمزيان', description: 'دورة قيمة، خاصة درس التعاونيات. أنصح بها لكل من يريد تأسيس تعاونية نسائية.' },
    {
      rating: 5,
      author: 'Tendai Moyo',
      description: 'Excellent. The repayment capacity rule (1.3 times) saved me from taking a loan that was too big.',
    },
    {
      rating: 3,
      author: null,
      description: 'Contenu sérieux, mais les conditions de subvention changent vite ; il faut vérifier sur place.',
    },
  ],
};
