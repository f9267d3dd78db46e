import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'irrigation-scheduling-soil-moisture',
  topic: 'modern-irrigation',
  level: 'advanced',
  price_centimes: 69900,
  title: {
    ar: 'برمجة السقي: احتياجات المحاصيل ورطوبة التربة',
    fr: "Pilotage de l'irrigation : besoins des cultures et humidité du sol",
    en: 'Irrigation scheduling: crop water needs and soil moisture',
  },
  description: {
    ar: 'متى نسقي وكم؟ احسب حاجة المحصول من التبخر-النتح ومعامل المحصول، وقِس رطوبة التربة بالتنسيومتر، وحوّل المليمترات إلى ساعات تشغيل، وتحكم في الملوحة. دورة متقدمة لمن يملك شبكة سقي ويريد كل قطرة في مكانها.',
    fr: "Quand irriguer et combien ? Calculez les besoins à partir de l'évapotranspiration et du coefficient cultural, mesurez l'humidité du sol au tensiomètre, convertissez les millimètres en heures d'arrosage et maîtrisez la salinité. Une formation avancée pour ceux qui ont un réseau et veulent chaque goutte au bon endroit.",
    en: 'When to irrigate and how much? Work out crop needs from evapotranspiration and the crop coefficient, measure soil moisture with tensiometers, turn millimetres into run hours and keep salinity under control. An advanced course for growers with an irrigation system who want every drop in the right place.',
  },
  modules: [
    {
      title: { ar: 'حاجة المحصول إلى الماء', fr: 'Les besoins en eau des cultures', en: 'Crop water needs' },
      lessons: [
        {
          title: {
            ar: 'التبخر-النتح المرجعي ومعامل المحصول',
            fr: 'ET0 et coefficient cultural',
            en: 'Reference evapotranspiration and the crop coefficient',
          },
          summary: {
            ar: 'استهلاك المحصول للماء = التبخر-النتح المرجعي × معامل المحصول. الأول يعبّر عن الطقس، والثاني عن المحصول ومرحلة نموه. تتعلم استعمال هذه المعادلة البسيطة يوميًا.',
            fr: "La consommation d'une culture = ET0 × Kc. Le premier traduit la météo, le second la culture et son stade. Vous apprenez à utiliser chaque jour cette formule simple.",
            en: 'Crop water use = ET0 × Kc. The first reflects the weather, the second the crop and its growth stage. You learn to use this simple formula every day.',
          },
          about: {
            ar: 'التبخر-النتح المرجعي (ET0) هو كمية الماء التي يفقدها عشب قصير مسقي جيدًا في يوم، بالمليمتر. يرتفع مع الحرارة والشمس والرياح والجفاف: في مناطقنا الداخلية قد يكون 1 إلى 2 مم في اليوم شتاءً، و6 إلى 8 مم صيفًا. معامل المحصول (Kc) يصحح هذه القيمة حسب المحصول ومرحلته. مثال الطماطم حسب جداول منظمة الفاو: حوالي 0.6 في البداية، و1.15 في مرحلة الإزهار والإثمار، وحوالي 0.7 إلى 0.9 في النهاية. للزيتون البالغ حوالي 0.65 إلى 0.7. الحساب: استهلاك المحصول ETc = Kc × ET0. مثال: في يوليوز ET0 = 6.5 مم وطماطم في الذروة Kc = 1.15، إذن ETc = 7.5 مم في اليوم تقريبًا، أي 75 م³ في الهكتار يوميًا. للأشجار الصغيرة التي لا تغطي الأرض يُخفض هذا الرقم حسب نسبة التغطية.',
            fr: "L'évapotranspiration de référence (ET0) est la quantité d'eau perdue en un jour par un gazon ras bien irrigué, en millimètres. Elle augmente avec la chaleur, le soleil, le vent et l'air sec : dans nos régions intérieures, elle peut être de 1 à 2 mm/jour en hiver et de 6 à 8 mm/jour en été. Le coefficient cultural (Kc) corrige cette valeur selon la culture et son stade. Exemple de la tomate d'après les tables de la FAO : environ 0,6 au départ, 1,15 en floraison et fructification, environ 0,7 à 0,9 en fin de cycle. Pour l'olivier adulte : environ 0,65 à 0,7. Calcul : consommation ETc = Kc × ET0. Exemple : en juillet, ET0 = 6,5 mm et tomate en pleine production, Kc = 1,15 : ETc ≈ 7,5 mm/jour, soit 75 m³ par hectare et par jour. Pour de jeunes arbres qui couvrent peu le sol, on réduit ce chiffre selon le taux de couverture.",
            en: 'Reference evapotranspiration (ET0) is the amount of water a short, well-watered grass loses in a day, in millimetres. It rises with heat, sun, wind and dry air: in our inland areas it can be 1 to 2 mm a day in winter and 6 to 8 mm a day in summer. The crop coefficient (Kc) adjusts this value for the crop and its stage. Tomato example from FAO tables: about 0.6 at the start, 1.15 at flowering and fruiting, and about 0.7 to 0.9 at the end. For mature olives: about 0.65 to 0.7. Calculation: crop water use ETc = Kc × ET0. Example: in July, ET0 = 6.5 mm and tomato at peak, Kc = 1.15, so ETc ≈ 7.5 mm a day, which is 75 m³ per hectare per day. For young trees that cover little ground, this figure is reduced by the share of ground covered.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: {
            ar: 'المطر الفعال والحاجة الصافية والإجمالية',
            fr: 'Pluie efficace, besoin net et besoin brut',
            en: 'Effective rain, net and gross need',
          },
          summary: {
            ar: 'ليس كل المطر مفيدًا، وليس كل ماء السقي يصل إلى الجذور. الحاجة الصافية تطرح المطر الفعال، والإجمالية تضيف خسائر الشبكة. تتعلم الانتقال من الاستهلاك إلى الكمية التي تضخها فعلًا.',
            fr: "Toute la pluie n'est pas utile, et toute l'eau d'irrigation n'atteint pas les racines. Le besoin net retranche la pluie efficace ; le besoin brut ajoute les pertes du réseau. Vous apprenez à passer de la consommation au volume réellement pompé.",
            en: 'Not all rain is useful, and not all irrigation water reaches the roots. Net need subtracts effective rain; gross need adds system losses. You learn to go from crop water use to the volume you actually pump.',
          },
          about: {
            ar: 'المطر الفعال هو الجزء الذي يبقى في منطقة الجذور. الأمطار الخفيفة جدًا (أقل من حوالي 5 مم) تتبخر تقريبًا كلها، والأمطار القوية جدًا يسيل جزء منها أو ينزل تحت الجذور. الحاجة الصافية = استهلاك المحصول − المطر الفعال. ثم نأخذ في الحساب كفاءة الشبكة: التنقيط الجيد حوالي 90%، والرش حوالي 75%، والغمر أقل. الحاجة الإجمالية = الحاجة الصافية ÷ الكفاءة. مثال: استهلاك 7.5 مم في اليوم، دون مطر، بالتنقيط: 7.5 ÷ 0.9 = 8.3 مم في اليوم، أي 83 م³ في الهكتار. على مدى أسبوع يعني هذا حوالي 580 م³ للهكتار. قارن هذا الرقم بما يعطيه بئرك أو حصتك من الماء، فإذا كان أقل، فكر في تقليص المساحة أو تغيير المحصول بدل توزيع ماء غير كافٍ على كل الأرض.',
            fr: "La pluie efficace est la part qui reste dans la zone des racines. Les pluies très faibles (moins d'environ 5 mm) s'évaporent presque entièrement ; une partie des pluies très fortes ruisselle ou descend sous les racines. Besoin net = consommation de la culture − pluie efficace. On tient compte ensuite de l'efficience du réseau : environ 90 % en goutte-à-goutte bien conduit, 75 % en aspersion, moins en gravitaire. Besoin brut = besoin net ÷ efficience. Exemple : consommation de 7,5 mm/jour, sans pluie, en goutte-à-goutte : 7,5 ÷ 0,9 = 8,3 mm/jour, soit 83 m³/ha. Sur une semaine, cela fait environ 580 m³ par hectare. Comparez ce chiffre avec le débit de votre puits ou votre dotation en eau : s'il est inférieur, réduisez la surface ou changez de culture plutôt que de répartir une eau insuffisante sur toute la terre.",
            en: 'Effective rain is the part that stays in the root zone. Very light showers (under about 5 mm) almost all evaporate, and some of very heavy rain runs off or drains below the roots. Net need = crop water use − effective rain. Then allow for system efficiency: about 90% for well-run drip, 75% for sprinklers, less for flood. Gross need = net need ÷ efficiency. Example: crop use 7.5 mm a day, no rain, with drip: 7.5 ÷ 0.9 = 8.3 mm a day, or 83 m³ per hectare. Over a week that is about 580 m³ per hectare. Compare this with what your well or water allocation provides; if it is less, reduce the area or change crop rather than spreading too little water over all the land.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'قياس رطوبة التربة', fr: "Mesurer l'humidité du sol", en: 'Measuring soil moisture' },
      lessons: [
        {
          title: {
            ar: 'ماء التربة: السعة الحقلية ونقطة الذبول',
            fr: "L'eau du sol : capacité au champ et point de flétrissement",
            en: 'Soil water: field capacity and wilting point',
          },
          summary: {
            ar: 'التربة خزان له سعة محددة حسب نسيجها وعمق الجذور. الماء المتاح بين السعة الحقلية ونقطة الذبول، ولا يجب استهلاكه كله. تتعلم حساب حجم الخزان والجزء الذي يمكن استعماله بأمان.',
            fr: "Le sol est un réservoir dont la taille dépend de sa texture et de la profondeur des racines. L'eau utile se situe entre capacité au champ et point de flétrissement, et il ne faut pas tout consommer. Vous apprenez à calculer le réservoir et la part utilisable sans risque.",
            en: 'Soil is a reservoir whose size depends on texture and rooting depth. Available water lies between field capacity and wilting point, and should not all be used up. You learn to work out the reservoir and the share you can safely use.',
          },
          about: {
            ar: 'بعد سقية كبيرة وتصريف الماء الزائد خلال يوم إلى يومين، تصل التربة إلى السعة الحقلية: أقصى ماء تحتفظ به. عندما تجف إلى درجة لا تستطيع الجذور سحب الماء، نصل إلى نقطة الذبول. الفرق بينهما هو الماء المتاح، ويُعبّر عنه بالمليمتر لكل متر من التربة: تقريبًا 60 إلى 100 مم للرملية، و120 إلى 180 مم للطُّفالية، و150 إلى 200 مم للطينية. ضرب هذا الرقم في عمق الجذور يعطي حجم الخزان. لكن النبات يبدأ بالمعاناة قبل نقطة الذبول، لذا نستعمل فقط جزءًا سهل الاستعمال، غالبًا 30 إلى 50% حسب المحصول. مثال: تربة طُفالية 150 مم/م، جذور طماطم بعمق 0.5 م: خزان 75 مم، والجزء السهل 40% أي 30 مم. باستهلاك 7.5 مم يوميًا، يجب السقي قبل مرور 4 أيام، وفي التنقيط نسقي أكثر تكرارًا.',
            fr: "Après un gros arrosage et le ressuyage du surplus en un à deux jours, le sol est à la capacité au champ : le maximum d'eau qu'il retient. Quand il sèche au point que les racines ne peuvent plus extraire l'eau, on atteint le point de flétrissement. La différence est la réserve utile, exprimée en millimètres par mètre de sol : environ 60 à 100 mm pour un sable, 120 à 180 mm pour un limon, 150 à 200 mm pour une argile. Multipliée par la profondeur des racines, elle donne la taille du réservoir. Mais la plante souffre avant le point de flétrissement : on n'utilise qu'une réserve facilement utilisable, souvent 30 à 50 % selon la culture. Exemple : limon à 150 mm/m, racines de tomate à 0,5 m : réservoir de 75 mm, réserve facile de 40 %, soit 30 mm. À 7,5 mm/jour, il faut irriguer avant 4 jours ; en goutte-à-goutte, on irrigue plus souvent.",
            en: 'After a heavy watering and a day or two of drainage, soil reaches field capacity: the most water it can hold. When it dries to the point roots can no longer pull water out, it reaches the wilting point. The difference is available water, expressed in millimetres per metre of soil: roughly 60 to 100 mm for sand, 120 to 180 mm for loam and 150 to 200 mm for clay. Multiply by rooting depth to get the size of the reservoir. But plants suffer before the wilting point, so we use only a readily available share, often 30 to 50% depending on the crop. Example: loam at 150 mm/m, tomato roots 0.5 m deep: a 75 mm reservoir, with 40% readily available, or 30 mm. At 7.5 mm a day you must irrigate within 4 days; with drip you water more often.',
          },
          video: 'clip-c',
        },
        {
          title: { ar: 'التنسيومتر والمجسات', fr: 'Tensiomètres et sondes', en: 'Tensiometers and sensors' },
          summary: {
            ar: 'التنسيومتر يقيس مدى صعوبة سحب الجذور للماء، بالسنتيبار. قراءتان على عمقين تخبرانك متى تبدأ السقي ومتى تسقي أكثر من اللازم. تتعلم التركيب والقراءة والعتبات.',
            fr: "Le tensiomètre mesure l'effort que font les racines pour extraire l'eau, en centibars. Deux lectures à deux profondeurs disent quand irriguer et quand vous en faites trop. Vous apprenez l'installation, la lecture et les seuils.",
            en: 'A tensiometer measures how hard roots must pull to get water, in centibars. Two readings at two depths tell you when to start irrigating and when you are overdoing it. You learn installation, reading and thresholds.',
          },
          about: {
            ar: 'التنسيومتر أنبوب مملوء بالماء في طرفه كبسولة خزفية وفي أعلاه عداد. كلما جفت التربة سحبت الماء من الكبسولة وارتفعت القراءة. القراءات التقريبية: 0 إلى 10 سنتيبار تربة مشبعة؛ 10 إلى 30 رطوبة مثالية لأغلب الخضر؛ 30 إلى 50 بداية الجفاف في التربة المتوسطة؛ فوق 60 إلى 70 تربة جافة والتنسيومتر يقترب من حدوده. ابدأ السقي عادة عند 20 إلى 30 في التربة الرملية، و30 إلى 50 في التربة الطُّفالية أو الطينية. ركّب جهازين في كل قطاع ممثل: الأول في ثلث عمق الجذور (مثلًا 20 سم للخضر) ليحدد موعد السقي، والثاني في الثلثين (40 سم) للتحقق: إذا بقي قريبًا من الصفر دائمًا فأنت تسقي أكثر من اللازم ويضيع الماء والسماد. ضعه على خط النقاطات بين نقاطتين. المجسات السعوية تقيس نسبة الماء في التربة وتحتاج إلى معايرة حسب التربة.',
            fr: "Le tensiomètre est un tube rempli d'eau, muni d'une bougie poreuse en céramique en bas et d'un cadran en haut. Plus le sol sèche, plus il aspire l'eau de la bougie et plus la lecture monte. Repères : 0 à 10 centibars, sol saturé ; 10 à 30, humidité idéale pour la plupart des légumes ; 30 à 50, début de dessèchement en sol moyen ; au-delà de 60 à 70, sol sec et tensiomètre proche de sa limite. On déclenche en général l'irrigation vers 20 à 30 en sol sableux, 30 à 50 en sol limoneux ou argileux. Installez deux appareils par secteur représentatif : l'un au tiers de la profondeur des racines (par exemple 20 cm en maraîchage) pour décider l'arrosage, l'autre aux deux tiers (40 cm) pour contrôler : s'il reste toujours près de zéro, vous irriguez trop, et perdez eau et engrais. Placez-le sur la ligne de goutteurs, entre deux goutteurs. Les sondes capacitives mesurent la teneur en eau du sol et demandent un étalonnage selon le sol.",
            en: 'A tensiometer is a water-filled tube with a porous ceramic tip at the bottom and a gauge at the top. As soil dries, it pulls water from the tip and the reading rises. Guide values: 0 to 10 centibars, saturated soil; 10 to 30, ideal moisture for most vegetables; 30 to 50, soil starting to dry in medium soils; above 60 to 70, dry soil and the tensiometer near its limit. Irrigation is usually started at about 20 to 30 in sandy soil, and 30 to 50 in loam or clay. Install two units per representative sector: one at a third of rooting depth (say 20 cm for vegetables) to decide when to water, the other at two thirds (40 cm) as a check: if it always stays near zero, you are over-irrigating and losing water and fertiliser. Place it on the drip line between two emitters. Capacitance probes measure soil water content and need calibrating for your soil.',
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'بناء برنامج السقي', fr: "Construire le programme d'irrigation", en: 'Building the schedule' },
      lessons: [
        {
          title: {
            ar: 'من المليمترات إلى ساعات التشغيل',
            fr: "Des millimètres aux heures d'arrosage",
            en: 'From millimetres to run hours',
          },
          summary: {
            ar: 'الحاجة بالمليمتر تتحول إلى مدة سقي بقسمتها على معدل السقي للشبكة. حساب بسيط يمنع السقي العشوائي. تتعلم تطبيقه على حقلك مع مثال كامل.',
            fr: "Le besoin en millimètres devient une durée d'arrosage en le divisant par la pluviométrie du réseau. Un calcul simple qui évite d'irriguer au hasard. Vous apprenez à l'appliquer à votre parcelle avec un exemple complet.",
            en: "Need in millimetres becomes run time when divided by the system's application rate. A simple calculation that stops guesswork. You learn to apply it to your field with a full example.",
          },
          about: {
            ar: 'مدة السقي (بالساعات) = الحاجة الإجمالية (مم) ÷ معدل السقي للشبكة (مم/ساعة). مثال كامل: طماطم في يوليوز، ET0 = 6.5 مم، Kc = 1.15، إذن ETc = 7.5 مم. بالتنقيط بكفاءة 90% تصبح الحاجة الإجمالية 8.3 مم. الشبكة: نقاطات 2 ل/س كل 0.3 م وخطوط كل 1.2 م، أي معدل 5.6 مم/ساعة. المدة: 8.3 ÷ 5.6 = 1.5 ساعة تقريبًا، أي ساعة ونصف يوميًا. يمكن الحساب أيضًا لكل نبتة: إذا كانت كل شجرة زيتون تشغل 6 × 6 م = 36 م² وتحتاج 4 مم، فهي تحتاج 144 لترًا؛ بأربع نقاطات 4 ل/س (16 ل/س) تحتاج 9 ساعات. أعد الحساب كل أسبوع لأن ET0 والمعامل يتغيران، ثم صحّح بقراءات التنسيومتر: الحساب يعطي نقطة البداية، والتربة تعطي الحكم النهائي.',
            fr: "Durée d'arrosage (heures) = besoin brut (mm) ÷ pluviométrie du réseau (mm/h). Exemple complet : tomate en juillet, ET0 = 6,5 mm, Kc = 1,15, donc ETc = 7,5 mm. En goutte-à-goutte à 90 % d'efficience, le besoin brut est de 8,3 mm. Réseau : goutteurs de 2 l/h tous les 0,3 m, rampes tous les 1,2 m, soit 5,6 mm/h. Durée : 8,3 ÷ 5,6 ≈ 1,5 h, soit une heure et demie par jour. On peut aussi calculer par plante : si chaque olivier occupe 6 × 6 m = 36 m² et le besoin est de 4 mm, il lui faut 144 litres ; avec quatre goutteurs de 4 l/h (16 l/h), cela fait 9 heures. Refaites le calcul chaque semaine, car ET0 et Kc changent, puis corrigez avec les tensiomètres : le calcul donne le point de départ, le sol a le dernier mot.",
            en: 'Run time (hours) = gross need (mm) ÷ system application rate (mm/h). Full example: tomato in July, ET0 = 6.5 mm, Kc = 1.15, so ETc = 7.5 mm. With drip at 90% efficiency, gross need is 8.3 mm. System: 2 L/h emitters every 0.3 m, laterals every 1.2 m, giving 5.6 mm/h. Run time: 8.3 ÷ 5.6 ≈ 1.5 h, an hour and a half a day. You can also work per plant: if each olive tree occupies 6 × 6 m = 36 m² and the need is 4 mm, it needs 144 litres; with four 4 L/h emitters (16 L/h), that is 9 hours. Redo the sum every week, since ET0 and Kc change, then correct with tensiometer readings: the calculation gives the starting point, the soil has the final word.',
          },
          video: 'clip-b',
        },
        {
          title: {
            ar: 'تكرار السقي والسقي الناقص المنظم',
            fr: 'Fréquence et irrigation déficitaire contrôlée',
            en: 'Frequency and regulated deficit irrigation',
          },
          summary: {
            ar: 'في التنقيط، السقي المتكرر بكميات صغيرة يحافظ على رطوبة منتظمة. عندما يقل الماء، يمكن تخفيض السقي في المراحل الأقل حساسية دون خسارة كبيرة. تتعلم أين تقتصد وأين لا تقتصد أبدًا.',
            fr: "En goutte-à-goutte, des apports fréquents et modérés gardent une humidité régulière. Quand l'eau manque, on peut réduire l'irrigation aux stades les moins sensibles sans grosse perte. Vous apprenez où économiser et où ne jamais le faire.",
            en: 'With drip, frequent modest waterings keep moisture steady. When water is short, irrigation can be cut at less sensitive stages without big losses. You learn where to save and where never to.',
          },
          about: {
            ar: 'في التربة الرملية ذات الخزان الصغير، اسقِ يوميًا أو حتى مرتين في اليوم في الحر الشديد. في التربة الطينية يمكن السقي كل يومين إلى ثلاثة أيام بكمية أكبر، شرط ألا يتجاوز الماء عمق الجذور. السقي الناقص المنظم يعني إعطاء أقل من الحاجة الكاملة في مراحل محددة يتحمل فيها المحصول العطش. مثال الزيتون: مرحلة تصلب النواة في الصيف أقل حساسية، ويمكن خلالها تخفيض السقي بشكل ملحوظ، مع سقي كامل أثناء الإزهار والعقد ثم أثناء تضخم الثمار وتكوّن الزيت. في المقابل، الإزهار والعقد وتضخم الثمار في أغلب الخضر مراحل حساسة جدًا، ونقص الماء فيها يخفض المردود مباشرة ويسبب أمراضًا كتعفن طرف ثمرة الطماطم. راقب النباتات والتنسيومتر في الأسابيع التي تخفض فيها السقي.',
            fr: "En sol sableux à petit réservoir, irriguez chaque jour, voire deux fois par jour par forte chaleur. En sol argileux, on peut irriguer tous les deux ou trois jours avec plus d'eau, à condition de ne pas dépasser la profondeur des racines. L'irrigation déficitaire contrôlée consiste à donner moins que le besoin total à des stades précis où la culture supporte le manque. Exemple de l'olivier : le durcissement du noyau en été est peu sensible, et l'on peut alors réduire nettement l'irrigation, en arrosant pleinement pendant la floraison et la nouaison, puis pendant le grossissement des fruits et la formation de l'huile. À l'inverse, floraison, nouaison et grossissement des fruits sont très sensibles chez la plupart des légumes : un manque d'eau y fait chuter directement le rendement et provoque des troubles comme la nécrose apicale de la tomate. Surveillez plantes et tensiomètres pendant les semaines où vous réduisez.",
            en: 'In sandy soil with a small reservoir, water daily, or even twice a day in great heat. In clay soil you can water every two or three days with more water, as long as it does not go below the roots. Regulated deficit irrigation means giving less than the full need at specific stages when the crop can tolerate it. Olive example: pit hardening in summer is less sensitive, and irrigation can be cut noticeably then, with full watering at flowering and fruit set, and later during fruit growth and oil formation. By contrast, flowering, fruit set and fruit growth are very sensitive in most vegetables: water shortage then cuts yield directly and causes disorders such as blossom-end rot in tomato. Watch plants and tensiometers closely in the weeks you cut back.',
          },
          video: 'clip-c',
        },
      ],
    },
    {
      title: { ar: 'الملوحة والأدوات', fr: 'Salinité et outils', en: 'Salinity and tools' },
      lessons: [
        {
          title: { ar: 'الملوحة ونسبة الغسل', fr: 'Salinité et fraction de lessivage', en: 'Salinity and the leaching fraction' },
          summary: {
            ar: 'كل ماء سقي يحمل أملاحًا تتراكم في التربة. قياس ملوحة الماء وإضافة كمية غسل محسوبة يحميان المحصول. تتعلم القراءة والحساب وتصرفات عملية.',
            fr: "Toute eau d'irrigation apporte des sels qui s'accumulent dans le sol. Mesurer la salinité de l'eau et ajouter une fraction de lessivage calculée protège la culture. Vous apprenez la lecture, le calcul et les bons gestes.",
            en: 'All irrigation water carries salts that build up in the soil. Measuring water salinity and adding a calculated leaching fraction protects the crop. You learn the readings, the calculation and practical steps.',
          },
          about: {
            ar: 'تُقاس ملوحة الماء بالناقلية الكهربائية (EC) بوحدة ديسيسيمنز في المتر (dS/m)، بجهاز صغير رخيص. حسب إرشادات الفاو: أقل من 0.7 لا مشكلة؛ من 0.7 إلى 3 قيود خفيفة إلى متوسطة؛ أكثر من 3 قيود شديدة. كل محصول له عتبة تحمل: الطماطم حساسة نسبيًا، والشعير والنخيل أكثر تحملًا. لغسل الأملاح تحت الجذور نضيف كمية ماء إضافية تسمى نسبة الغسل. طريقة تقريبية من الفاو: نسبة الغسل = EC الماء ÷ (5 × عتبة المحصول − EC الماء). مثال: ماء 1.5 وطماطم عتبتها 2.5: 1.5 ÷ (12.5 − 1.5) = حوالي 14%. إذن نقسم الحاجة الإجمالية على 0.86. تتجمع الأملاح في أطراف البصيلة الرطبة؛ لذا استمر في السقي بالتنقيط مع الأمطار الأولى الخفيفة حتى لا تدفع الأملاح نحو الجذور.',
            fr: "La salinité de l'eau se mesure par la conductivité électrique (EC) en décisiemens par mètre (dS/m), avec un petit appareil bon marché. D'après les guides de la FAO : moins de 0,7, pas de problème ; de 0,7 à 3, restriction légère à modérée ; plus de 3, restriction forte. Chaque culture a son seuil de tolérance : la tomate est assez sensible, l'orge et le palmier dattier plus tolérants. Pour chasser les sels sous les racines, on ajoute un supplément d'eau appelé fraction de lessivage. Méthode approchée de la FAO : fraction = EC de l'eau ÷ (5 × seuil de la culture − EC de l'eau). Exemple : eau à 1,5, tomate au seuil de 2,5 : 1,5 ÷ (12,5 − 1,5) ≈ 14 %. On divise alors le besoin brut par 0,86. Les sels s'accumulent en bordure du bulbe humide : continuez le goutte-à-goutte pendant les premières petites pluies pour qu'elles ne ramènent pas les sels vers les racines.",
            en: 'Water salinity is measured as electrical conductivity (EC) in decisiemens per metre (dS/m), with a small, cheap meter. Following FAO guidelines: below 0.7, no problem; 0.7 to 3, slight to moderate restriction; above 3, severe restriction. Each crop has a tolerance threshold: tomato is fairly sensitive, barley and date palm more tolerant. To push salts below the roots, we add extra water called the leaching fraction. An approximate FAO method: leaching fraction = water EC ÷ (5 × crop threshold − water EC). Example: water at 1.5 and tomato with a threshold of 2.5: 1.5 ÷ (12.5 − 1.5) ≈ 14%. So divide the gross need by 0.86. Salts gather at the edge of the wet bulb, so keep the drip running during the first light rains so they do not wash salts back towards the roots.',
          },
          video: 'clip-a',
        },
        {
          title: {
            ar: 'استعمال معطيات الطقس والأدوات الرقمية',
            fr: 'Utiliser la météo et les outils numériques',
            en: 'Using weather data and digital tools',
          },
          summary: {
            ar: 'لا تحتاج محطة طقس خاصة لتعرف ET0. مصالح الاستشارة الفلاحية والمحطات القريبة والتطبيقات تقدم المعطيات. درس للقراءة عن مصادر المعطيات وتنظيم دفتر السقي.',
            fr: "Pas besoin d'une station météo à vous pour connaître l'ET0. Services de conseil agricole, stations proches et applications fournissent les données. Leçon à lire sur les sources de données et la tenue du carnet d'irrigation.",
            en: 'You do not need your own weather station to know ET0. Farm advisory services, nearby stations and apps supply the data. A reading lesson on data sources and keeping an irrigation log.',
          },
          about: {
            ar: 'مصادر ET0: محطات الطقس التابعة للمصالح الفلاحية ومكاتب الاستثمار الفلاحي، والمكتب الوطني للاستشارة الفلاحية، وبعض التطبيقات والمواقع التي تعطي ET0 يوميًا أو أسبوعيًا حسب موقعك. يمكن أيضًا استعمال حوض التبخر إذا وُجد: ET0 يساوي تقريبًا 0.7 × التبخر المقاس في الحوض. أدوات مجانية من منظمة الفاو مثل CROPWAT تساعد على حساب الحاجيات الموسمية عند التخطيط لمشروع. نظّم دفترًا أسبوعيًا لكل قطاع يحتوي على: ET0 المتوسط، والمعامل المستعمل، والحاجة المحسوبة، وساعات التشغيل الفعلية، وقراءة عداد الماء، وقراءات التنسيومتر، والملاحظات على النباتات. قارن في نهاية الموسم الماء المستعمل بالمحصول لكل قطاع. المبرمجات الأوتوماتيكية مفيدة، لكن لا تتركها دون مراجعة: غيّر المدد كل أسبوع حسب الطقس.',
            fr: "Sources d'ET0 : stations météo des services agricoles et des offices de mise en valeur, Office national du conseil agricole, et certaines applications et sites qui donnent l'ET0 quotidienne ou hebdomadaire selon votre position. On peut aussi utiliser un bac d'évaporation s'il existe : l'ET0 vaut environ 0,7 × l'évaporation mesurée au bac. Des outils gratuits de la FAO comme CROPWAT aident à calculer les besoins saisonniers pour planifier un projet. Tenez un carnet hebdomadaire par secteur : ET0 moyenne, Kc utilisé, besoin calculé, heures réelles d'arrosage, relevé du compteur d'eau, lectures des tensiomètres et observations sur les plantes. En fin de saison, comparez l'eau utilisée et la récolte de chaque secteur. Les programmateurs automatiques sont utiles, mais ne les laissez pas sans contrôle : ajustez les durées chaque semaine selon la météo.",
            en: 'Sources of ET0: weather stations run by agricultural services and irrigation development offices, the national farm advisory office, and some apps and websites that give daily or weekly ET0 for your location. You can also use an evaporation pan if there is one: ET0 is roughly 0.7 × the evaporation measured in the pan. Free FAO tools such as CROPWAT help work out seasonal needs when planning a project. Keep a weekly log for each sector: average ET0, Kc used, calculated need, actual run hours, water meter reading, tensiometer readings and notes on the plants. At the end of the season, compare the water used with the harvest of each sector. Automatic controllers are useful, but do not leave them unchecked: adjust run times every week to the weather.',
          },
          video: null,
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'calcul-duree-arrosage.txt',
      lesson: [2, 0], // From millimetres to run hours
      body: `FR - Calcul de la durée d'arrosage
1. ETc (mm/j) = ET0 × Kc        ex. 6,5 × 1,15 = 7,5
2. Besoin brut = ETc ÷ efficience   ex. 7,5 ÷ 0,9 = 8,3 mm
3. Pluviométrie = débit ÷ (écart goutteurs × écart rampes)   ex. 2 ÷ (0,3 × 1,2) = 5,6 mm/h
4. Durée = besoin brut ÷ pluviométrie   ex. 8,3 ÷ 5,6 ≈ 1 h 30
Tensiomètre : irriguer à 20-30 cbar (sable), 30-50 cbar (limon, argile).
1 mm sur 1 ha = 10 m³.

AR - حساب مدة السقي
1. ETc (مم/يوم) = ET0 × Kc        مثال 6.5 × 1.15 = 7.5
2. الحاجة الإجمالية = ETc ÷ الكفاءة   مثال 7.5 ÷ 0.9 = 8.3 مم
3. معدل السقي = الصبيب ÷ (المسافة بين النقاطات × المسافة بين الخطوط)   مثال 2 ÷ (0.3 × 1.2) = 5.6 مم/س
4. المدة = الحاجة الإجمالية ÷ معدل السقي   مثال 8.3 ÷ 5.6 ≈ ساعة ونصف
التنسيومتر: السقي عند 20-30 سنتيبار (رملية) و30-50 (طُفالية، طينية).
1 مم على 1 هكتار = 10 م³.

EN - Working out run time
1. ETc (mm/day) = ET0 × Kc        e.g. 6.5 × 1.15 = 7.5
2. Gross need = ETc ÷ efficiency   e.g. 7.5 ÷ 0.9 = 8.3 mm
3. Rate = flow ÷ (emitter spacing × lateral spacing)   e.g. 2 ÷ (0.3 × 1.2) = 5.6 mm/h
4. Run time = gross need ÷ rate   e.g. 8.3 ÷ 5.6 ≈ 1 h 30
Tensiometer: irrigate at 20-30 cbar (sand), 30-50 cbar (loam, clay).
1 mm over 1 ha = 10 m³.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'ET0 = 6 مم وKc = 1.1. ما استهلاك المحصول؟',
        fr: 'ET0 = 6 mm et Kc = 1,1. Quelle est la consommation de la culture ?',
        en: 'ET0 = 6 mm and Kc = 1.1. What is crop water use?',
      },
      options: [
        { ar: '6.6 مم في اليوم', fr: '6,6 mm/jour', en: '6.6 mm/day' },
        { ar: '5.5 مم في اليوم', fr: '5,5 mm/jour', en: '5.5 mm/day' },
        { ar: '7.1 مم في اليوم', fr: '7,1 mm/jour', en: '7.1 mm/day' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'لماذا نقسم الحاجة الصافية على كفاءة الشبكة؟',
        fr: "Pourquoi diviser le besoin net par l'efficience du réseau ?",
        en: 'Why divide net need by system efficiency?',
      },
      options: [
        { ar: 'لطرح المطر', fr: 'Pour retrancher la pluie', en: 'To subtract rain' },
        {
          ar: 'لإضافة الماء الذي يضيع في الشبكة',
          fr: "Pour ajouter l'eau perdue par le réseau",
          en: 'To add the water lost by the system',
        },
        { ar: 'لحساب ثمن الماء', fr: "Pour calculer le prix de l'eau", en: 'To work out the price of water' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'كم مترًا مكعبًا يساوي 1 مم على هكتار؟',
        fr: 'À combien de m³ correspond 1 mm sur un hectare ?',
        en: 'How many m³ is 1 mm over one hectare?',
      },
      options: [
        { ar: '1 م³', fr: '1 m³', en: '1 m³' },
        { ar: '100 م³', fr: '100 m³', en: '100 m³' },
        { ar: '0.1 م³', fr: '0,1 m³', en: '0.1 m³' },
        { ar: '10 م³', fr: '10 m³', en: '10 m³' },
      ],
      correct: 3,
      module_index: 0,
    },
    {
      text: {
        ar: 'أي تربة تحتفظ بأقل كمية من الماء المتاح لكل متر؟',
        fr: 'Quel sol a la plus faible réserve utile par mètre ?',
        en: 'Which soil holds the least available water per metre?',
      },
      options: [
        { ar: 'الطينية', fr: "L'argileux", en: 'Clay' },
        { ar: 'الطُّفالية', fr: 'Le limoneux', en: 'Loam' },
        { ar: 'الرملية', fr: 'Le sableux', en: 'Sand' },
      ],
      correct: 2,
      module_index: 1,
    },
    {
      text: {
        ar: 'التنسيومتر العميق (40 سم) يبقى دائمًا قريبًا من الصفر. ماذا يعني ذلك؟',
        fr: "Le tensiomètre profond (40 cm) reste toujours près de zéro. Qu'est-ce que cela signifie ?",
        en: 'The deep tensiometer (40 cm) always stays near zero. What does it mean?',
      },
      options: [
        { ar: 'التربة جافة جدًا', fr: 'Le sol est très sec', en: 'The soil is very dry' },
        { ar: 'السقي أكثر من اللازم', fr: 'On irrigue trop', en: 'You are over-irrigating' },
        { ar: 'الجهاز مثالي ولا داعي لأي تغيير', fr: 'Tout est parfait, rien à changer', en: 'All is perfect, change nothing' },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'في تربة رملية، عند أي قراءة تقريبية نبدأ السقي؟',
        fr: "En sol sableux, vers quelle lecture déclencher l'irrigation ?",
        en: 'In sandy soil, at about what reading do you start irrigating?',
      },
      options: [
        { ar: '20 إلى 30 سنتيبار', fr: '20 à 30 centibars', en: '20 to 30 centibars' },
        { ar: '0 سنتيبار', fr: '0 centibar', en: '0 centibars' },
        { ar: 'أكثر من 90 سنتيبار', fr: 'Plus de 90 centibars', en: 'Over 90 centibars' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'الحاجة الإجمالية 8.4 مم ومعدل الشبكة 5.6 مم/س. ما مدة السقي؟',
        fr: "Besoin brut 8,4 mm, pluviométrie 5,6 mm/h. Quelle durée d'arrosage ?",
        en: 'Gross need 8.4 mm, application rate 5.6 mm/h. What run time?',
      },
      options: [
        { ar: '30 دقيقة', fr: '30 minutes', en: '30 minutes' },
        { ar: '3 ساعات', fr: '3 heures', en: '3 hours' },
        { ar: 'ساعة ونصف', fr: 'Une heure et demie', en: 'An hour and a half' },
      ],
      correct: 2,
      module_index: 2,
    },
    {
      text: {
        ar: 'في الزيتون، ما المرحلة الأقل حساسية لتخفيض السقي؟',
        fr: "Chez l'olivier, quel stade supporte le mieux une réduction d'irrigation ?",
        en: 'In olives, which stage best tolerates reduced irrigation?',
      },
      options: [
        { ar: 'الإزهار', fr: 'La floraison', en: 'Flowering' },
        { ar: 'العقد', fr: 'La nouaison', en: 'Fruit set' },
        { ar: 'تكوّن الزيت', fr: "La formation de l'huile", en: 'Oil formation' },
        { ar: 'تصلب النواة في الصيف', fr: 'Le durcissement du noyau en été', en: 'Pit hardening in summer' },
      ],
      correct: 3,
      module_index: 2,
    },
    {
      text: {
        ar: 'ماء ملوحته 1.5 dS/m ومحصول عتبته 2.5. ما نسبة الغسل التقريبية؟',
        fr: 'Eau à 1,5 dS/m, culture au seuil de 2,5. Quelle fraction de lessivage environ ?',
        en: 'Water at 1.5 dS/m, crop threshold 2.5. About what leaching fraction?',
      },
      options: [
        { ar: 'حوالي 1%', fr: 'Environ 1 %', en: 'About 1%' },
        { ar: 'حوالي 14%', fr: 'Environ 14 %', en: 'About 14%' },
        { ar: 'حوالي 60%', fr: 'Environ 60 %', en: 'About 60%' },
      ],
      correct: 1,
      module_index: 3,
    },
    {
      text: {
        ar: 'كيف تقدّر ET0 من حوض التبخر؟',
        fr: "Comment estimer l'ET0 avec un bac d'évaporation ?",
        en: 'How do you estimate ET0 from an evaporation pan?',
      },
      options: [
        { ar: 'حوالي 0.7 × التبخر المقاس', fr: "Environ 0,7 × l'évaporation mesurée", en: 'About 0.7 × measured evaporation' },
        { ar: 'ضعف التبخر المقاس', fr: "Le double de l'évaporation mesurée", en: 'Twice the measured evaporation' },
        { ar: 'لا علاقة بينهما', fr: 'Aucun rapport entre les deux', en: 'They are unrelated' },
      ],
      correct: 0,
      module_index: 3,
    },
    {
      text: {
        ar: 'متى يكون معامل المحصول (Kc) في أعلى قيمة له عادة؟',
        fr: "Quand le coefficient cultural (Kc) est-il d'habitude le plus élevé ?",
        en: 'When is the crop coefficient (Kc) usually highest?',
      },
      options: [
        { ar: 'مباشرة بعد الزرع', fr: 'Juste après le semis', en: 'Just after sowing' },
        {
          ar: 'في منتصف الموسم عند اكتمال الغطاء النباتي',
          fr: 'En milieu de saison, quand la culture couvre le sol',
          en: 'Mid-season, when the crop fully covers the ground',
        },
        { ar: 'بعد الحصاد', fr: 'Après la récolte', en: 'After harvest' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'لماذا تُسقى التربة الرملية على دفعات قصيرة ومتقاربة؟',
        fr: 'Pourquoi irriguer un sol sableux par apports courts et rapprochés ?',
        en: 'Why irrigate sandy soil in short, frequent applications?',
      },
      options: [
        { ar: 'لأن الرمل يخزن ماء كثيرًا', fr: "Parce que le sable stocke beaucoup d'eau", en: 'Because sand stores a lot of water' },
        { ar: 'لأن المضخة لا تعمل طويلًا', fr: 'Parce que la pompe ne peut pas tourner longtemps', en: 'Because the pump cannot run long' },
        { ar: 'لتقليل ثمن الكهرباء فقط', fr: "Seulement pour payer moins d'électricité", en: 'Only to pay less for electricity' },
        {
          ar: 'لأن الرمل يحتفظ بقليل من الماء فيتسرب الزائد تحت الجذور',
          fr: "Parce que le sable retient peu d'eau et l'excès file sous les racines",
          en: 'Because sand holds little water and the excess drains below the roots',
        },
      ],
      correct: 3,
      module_index: 2,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Said El Khattabi',
      description: "Avec deux tensiomètres par secteur, j'ai réduit ma facture d'électricité de pompage d'un quart sur les agrumes.",
    },
    { rating: 5, author: 'فاطمة الزهراء بوعزة', description: 'أخيرًا فهمت معامل المحصول وكيف أحسب ساعات السقي. الأمثلة واضحة جدًا.' },
    {
      rating: 4,
      author: 'Chinedu Okafor',
      description: 'Solid, advanced content. The salinity lesson was new to me and very relevant for our borehole water.',
    },
    { rating: 4, author: null, description: 'Formation exigeante mais utile ; prévoir une calculatrice.' },
  ],
};
