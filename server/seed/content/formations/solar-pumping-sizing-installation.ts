import type { SeedFormation } from '../types';

export const formation: SeedFormation = {
  slug: 'solar-pumping-sizing-installation',
  topic: 'solar-pumping',
  level: 'intermediate',
  price_centimes: 69900,
  title: {
    ar: 'الضخ بالطاقة الشمسية: الحساب والتركيب والصيانة',
    fr: 'Pompage solaire : dimensionnement, installation et entretien',
    en: 'Solar pumping: sizing, installation and maintenance',
  },
  description: {
    ar: 'احسب بنفسك حجم محطة ضخ شمسية انطلاقًا من حاجتك اليومية إلى الماء وعمق البئر: العلو الكلي، والطاقة الهيدروليكية، وقدرة الألواح، واختيار المضخة والمبدل، ثم التركيب الآمن، والخزان، والصيانة، واحترام قوانين الماء. وداعًا لفاتورة الغازوال وقنينات الغاز.',
    fr: "Dimensionnez vous-même une station de pompage solaire à partir de votre besoin journalier en eau et de la profondeur du puits : hauteur manométrique totale, énergie hydraulique, puissance des panneaux, choix de la pompe et du variateur, puis installation sûre, réservoir, entretien et respect de la réglementation de l'eau. Adieu gasoil et bonbonnes de gaz.",
    en: 'Size a solar pumping station yourself from your daily water need and well depth: total head, hydraulic energy, panel power, choice of pump and controller, then safe installation, storage, maintenance and water rules. Goodbye to diesel and gas bottles.',
  },
  modules: [
    {
      title: { ar: 'كيف يعمل الضخ الشمسي؟', fr: 'Comment marche le pompage solaire ?', en: 'How solar pumping works' },
      lessons: [
        {
          title: {
            ar: 'مكونات محطة الضخ الشمسي',
            fr: "Les éléments d'une station de pompage solaire",
            en: 'Parts of a solar pumping station',
          },
          summary: {
            ar: 'الألواح تنتج كهرباء مستمرة، والمبدل يحولها ويتحكم في المضخة، والمضخة ترفع الماء إلى خزان. الخزان يعوض البطاريات. تتعلم دور كل جزء وحدود النظام.',
            fr: "Les panneaux produisent du courant continu, le variateur le convertit et pilote la pompe, qui remonte l'eau vers un réservoir. Le réservoir remplace les batteries. Vous apprenez le rôle de chaque élément et les limites du système.",
            en: "Panels produce direct current, the controller converts it and drives the pump, and the pump lifts water to a tank. The tank replaces batteries. You learn what each part does and the system's limits.",
          },
          about: {
            ar: 'محطة الضخ الشمسي تتكون من: حقل الألواح الكهروضوئية على هيكل ثابت، ومبدل أو متحكم خاص بالضخ يحول التيار المستمر ويغير سرعة المضخة حسب قوة الشمس، ومضخة غاطسة للآبار والأثقاب أو مضخة سطحية للأحواض والمياه القريبة، ومجس مستوى الماء في البئر يوقف المضخة إذا انخفض الماء حتى لا تعمل جافة، وعوامة في الخزان توقفها عند الامتلاء، ثم الأنابيب والكابلات والتأريض والحماية من الصواعق. المضخة تعمل فقط عندما تكون هناك شمس: صبيبها يرتفع في منتصف النهار وينخفض في الصباح والمساء ويتوقف ليلًا. لذلك نخزن الماء في حوض أو خزان بدل تخزين الكهرباء في بطاريات غالية وقصيرة العمر. تكلفة الاستثمار أعلى من مضخة الغازوال، لكن تكلفة التشغيل شبه منعدمة، ويُسترجع الاستثمار غالبًا في بضع سنوات.',
            fr: "Une station de pompage solaire comprend : le champ de panneaux photovoltaïques sur une structure fixe, un variateur ou contrôleur de pompage qui convertit le courant continu et adapte la vitesse de la pompe à l'ensoleillement, une pompe immergée pour les puits et forages ou une pompe de surface pour les bassins et l'eau peu profonde, une sonde de niveau dans le puits qui arrête la pompe si l'eau baisse pour éviter la marche à sec, un flotteur dans le réservoir qui l'arrête quand il est plein, puis tuyaux, câbles, mise à la terre et protection contre la foudre. La pompe ne tourne qu'avec le soleil : son débit monte à midi, baisse le matin et le soir, et s'arrête la nuit. On stocke donc l'eau dans un bassin ou un réservoir plutôt que l'électricité dans des batteries chères et de courte durée. L'investissement est plus élevé qu'une motopompe au gasoil, mais le coût de fonctionnement est presque nul, et l'investissement est souvent remboursé en quelques années.",
            en: 'A solar pumping station has: the photovoltaic array on a fixed frame; a pump controller or inverter that converts direct current and varies pump speed with the sunshine; a submersible pump for wells and boreholes, or a surface pump for basins and shallow water; a water level probe in the well that stops the pump if the water drops, so it never runs dry; a float switch in the tank that stops it when full; then pipes, cables, earthing and lightning protection. The pump runs only when the sun shines: its flow rises at midday, falls in the morning and evening, and stops at night. So we store water in a basin or tank rather than storing electricity in expensive, short-lived batteries. The investment is higher than a diesel pump, but running costs are almost zero, and the investment is often paid back within a few years.',
          },
          video: 'clip-a',
          free_preview: true,
        },
        {
          title: {
            ar: 'الشمس عندنا: ساعات الذروة والفصول',
            fr: 'Notre soleil : heures de pointe et saisons',
            en: 'Our sun: peak sun hours and seasons',
          },
          summary: {
            ar: 'ساعات الذروة الشمسية تلخص طاقة الشمس في يوم بعدد الساعات بإشعاع 1000 واط/م². في المغرب تتراوح غالبًا بين 5 و6.5 كمتوسط سنوي، وتنخفض في الشتاء. تتعلم اختيار الشهر المرجعي للحساب.',
            fr: "Les heures de pointe solaire résument l'énergie du soleil d'une journée en nombre d'heures à 1 000 W/m². Au Maroc, elles vont souvent de 5 à 6,5 en moyenne annuelle et baissent en hiver. Vous apprenez à choisir le mois de référence pour le calcul.",
            en: "Peak sun hours express a day's solar energy as a number of hours at 1,000 W/m². In Morocco they usually range from 5 to 6.5 as a yearly average, and drop in winter. You learn to choose the reference month for the calculation.",
          },
          about: {
            ar: 'إذا استقبل متر مربع مائل بشكل جيد 5.5 كيلوواط ساعة من طاقة الشمس في يوم، نقول إن لدينا 5.5 ساعات ذروة، كأن الشمس كانت بقوتها القصوى 5.5 ساعات فقط. في أغلب مناطق المغرب يتراوح المتوسط السنوي بين 5 و6.5 تقريبًا، ويكون أعلى في الجنوب والمناطق الداخلية. في الشتاء قد ينزل إلى 3.5 أو 4، وفي الصيف يتجاوز 7. يمكنك الحصول على القيمة الخاصة بموقعك مجانًا من أدوات معروفة مثل PVGIS أو من مورد الألواح. القاعدة المهمة: نحسب المحطة على الشهر الأصعب، أي الشهر الذي تكون فيه الحاجة إلى الماء كبيرة مقارنة بالشمس. في السقي، غالبًا ما تتزامن الحاجة الكبرى مع الصيف المشمس، لكن إذا كنت تسقي في الخريف أو تسقي الماشية طوال السنة، فقد يكون الشتاء هو الشهر المرجعي.',
            fr: "Si un mètre carré bien incliné reçoit 5,5 kWh d'énergie solaire dans la journée, on dit qu'on a 5,5 heures de pointe, comme si le soleil avait brillé à pleine puissance pendant 5,5 heures seulement. Dans la plupart des régions du Maroc, la moyenne annuelle se situe à peu près entre 5 et 6,5, plus haut au sud et à l'intérieur. En hiver, elle peut descendre à 3,5 ou 4 ; en été, elle dépasse 7. Vous trouvez la valeur de votre site gratuitement avec des outils connus comme PVGIS ou auprès du fournisseur de panneaux. Règle importante : on dimensionne sur le mois le plus difficile, celui où le besoin en eau est le plus fort par rapport au soleil. En irrigation, le plus gros besoin coïncide souvent avec l'été ensoleillé ; mais si vous irriguez en automne ou abreuvez un troupeau toute l'année, l'hiver peut être le mois de référence.",
            en: 'If a well-tilted square metre receives 5.5 kWh of solar energy in a day, we say there are 5.5 peak sun hours, as if the sun had shone at full strength for only 5.5 hours. In most of Morocco, the yearly average is roughly between 5 and 6.5, higher in the south and inland. In winter it can drop to 3.5 or 4; in summer it goes above 7. You can get the value for your site free from well-known tools such as PVGIS, or from the panel supplier. Key rule: size the station for the hardest month, the one where water need is highest compared with the sun. For irrigation, the biggest need often falls in sunny summer, but if you irrigate in autumn or water livestock all year, winter may be the reference month.',
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'الحساب', fr: 'Le dimensionnement', en: 'Sizing' },
      lessons: [
        {
          title: {
            ar: 'الحاجة اليومية والعلو الكلي',
            fr: 'Besoin journalier et hauteur manométrique totale',
            en: 'Daily need and total head',
          },
          summary: {
            ar: 'قبل اختيار أي معدات، حدد رقمين: كم مترًا مكعبًا تحتاج في اليوم، وإلى أي علو كلي سترفعه. العلو الكلي يجمع عمق الماء والارتفاع وخسائر الأنابيب. تتعلم قياسهما بطريقة صحيحة.',
            fr: "Avant de choisir le matériel, fixez deux chiffres : combien de mètres cubes par jour, et à quelle hauteur manométrique totale. Celle-ci additionne profondeur de l'eau, élévation et pertes dans les tuyaux. Vous apprenez à les mesurer correctement.",
            en: 'Before choosing any equipment, fix two numbers: how many cubic metres you need a day, and to what total head you will lift it. Total head adds water depth, elevation and pipe losses. You learn to measure them properly.',
          },
          about: {
            ar: 'الحاجة اليومية: للسقي، احسبها من الدروس الخاصة بحاجة المحصول في الشهر المرجعي، مثلًا 1 هكتار بالتنقيط يحتاج في ذروة الصيف حوالي 40 إلى 80 م³ في اليوم حسب المحصول. للماشية: البقرة حوالي 50 إلى 80 لترًا في اليوم، والشاة حوالي 5 إلى 10 لترات في الحر. العلو الكلي (HMT): هو مجموع (1) المستوى الديناميكي، أي عمق الماء في البئر أثناء الضخ وليس في حالة السكون، (2) الارتفاع من رأس البئر إلى مدخل الخزان، (3) خسائر الاحتكاك في الأنابيب، التي تقدر غالبًا بحوالي 5 إلى 10% من الطول أو تُحسب بجداول المورد. مثال: مستوى ديناميكي 40 م، وخزان مرتفع 5 م فوق الأرض، وخسائر 5 م: العلو الكلي = 50 م. اطلب نتائج تجربة الضخ للبئر: لا تختر أبدًا صبيبًا يتجاوز ما يعطيه البئر دون أن ينخفض الماء بشكل خطير.',
            fr: "Le besoin journalier : en irrigation, calculez-le à partir des besoins de la culture au mois de référence ; par exemple, un hectare en goutte-à-goutte demande au plus fort de l'été environ 40 à 80 m³ par jour selon la culture. Pour le bétail : une vache boit environ 50 à 80 litres par jour, une brebis environ 5 à 10 litres par forte chaleur. La hauteur manométrique totale (HMT) est la somme de : (1) le niveau dynamique, c'est-à-dire la profondeur de l'eau dans le puits pendant le pompage et non au repos, (2) la hauteur entre la tête de puits et l'entrée du réservoir, (3) les pertes de charge dans les tuyaux, souvent estimées à environ 5 à 10 % de la longueur ou calculées avec les tables du fournisseur. Exemple : niveau dynamique 40 m, réservoir surélevé de 5 m, pertes 5 m : HMT = 50 m. Demandez les résultats de l'essai de pompage du puits : ne choisissez jamais un débit supérieur à ce que le puits fournit sans baisse dangereuse.",
            en: "Daily need: for irrigation, work it out from the crop water lessons for the reference month; for example, one hectare on drip needs about 40 to 80 m³ a day at the height of summer depending on the crop. For livestock: a cow drinks about 50 to 80 litres a day, a sheep about 5 to 10 litres in hot weather. Total dynamic head (TDH) is the sum of: (1) the dynamic level, meaning the water depth in the well while pumping, not at rest; (2) the height from the wellhead to the tank inlet; (3) friction losses in the pipes, often estimated at about 5 to 10% of the length or worked out from the supplier's tables. Example: dynamic level 40 m, tank raised 5 m above ground, losses 5 m: TDH = 50 m. Ask for the well's pumping test results: never choose a flow greater than the well can give without a dangerous drop in water level.",
          },
          video: 'clip-c',
        },
        {
          title: {
            ar: 'من الطاقة الهيدروليكية إلى قدرة الألواح',
            fr: "De l'énergie hydraulique à la puissance des panneaux",
            en: 'From hydraulic energy to panel power',
          },
          summary: {
            ar: 'ثلاث قسمات بسيطة تعطي قدرة الألواح: الطاقة الهيدروليكية، ثم الطاقة الكهربائية، ثم القدرة بالكيلوواط ذروة. تتعلم الحساب كاملًا بمثال 20 م³ في اليوم على علو 50 م.',
            fr: "Trois divisions simples donnent la puissance des panneaux : énergie hydraulique, puis énergie électrique, puis puissance en kilowatts-crête. Vous apprenez le calcul complet avec l'exemple de 20 m³ par jour à 50 m de HMT.",
            en: 'Three simple divisions give the panel power: hydraulic energy, then electrical energy, then power in kilowatts-peak. You learn the full calculation with the example of 20 m³ a day at 50 m of head.',
          },
          about: {
            ar: 'الخطوة 1، الطاقة الهيدروليكية اليومية (كيلوواط ساعة) = الحجم (م³) × العلو الكلي (م) ÷ 367. مثال: 20 × 50 ÷ 367 = 2.72 ك.و.س في اليوم. الخطوة 2، الطاقة الكهربائية = الطاقة الهيدروليكية ÷ مردود مجموعة المضخة والمحرك والمبدل، وهو غالبًا بين 40 و55% للمضخات الغاطسة. بمردود 45%: 2.72 ÷ 0.45 = 6.05 ك.و.س في اليوم. الخطوة 3، قدرة الألواح (كيلوواط ذروة) = الطاقة الكهربائية ÷ (ساعات الذروة × معامل الأداء). معامل الأداء حوالي 0.75 إلى 0.8 لأن الألواح تفقد جزءًا من قدرتها بالحرارة والغبار والكابلات. بـ 5.5 ساعات ومعامل 0.8: 6.05 ÷ 4.4 = 1.38 كيلوواط ذروة. نختار أعلى قليلًا، مثلًا 4 ألواح بقدرة 400 واط = 1.6 كيلوواط ذروة. الصبيب المتوسط للمضخة = 20 م³ ÷ 5.5 ساعات = حوالي 3.6 م³ في الساعة على علو 50 م.',
            fr: "Étape 1, énergie hydraulique journalière (kWh) = volume (m³) × HMT (m) ÷ 367. Exemple : 20 × 50 ÷ 367 = 2,72 kWh par jour. Étape 2, énergie électrique = énergie hydraulique ÷ rendement de l'ensemble pompe-moteur-variateur, souvent entre 40 et 55 % pour une pompe immergée. Avec 45 % : 2,72 ÷ 0,45 = 6,05 kWh par jour. Étape 3, puissance des panneaux (kWc) = énergie électrique ÷ (heures de pointe × ratio de performance). Ce ratio vaut environ 0,75 à 0,8, car les panneaux perdent une part de leur puissance avec la chaleur, la poussière et les câbles. Avec 5,5 heures et 0,8 : 6,05 ÷ 4,4 = 1,38 kWc. On choisit un peu plus, par exemple 4 panneaux de 400 W = 1,6 kWc. Débit moyen de la pompe = 20 m³ ÷ 5,5 heures ≈ 3,6 m³/h à 50 m de HMT.",
            en: 'Step 1, daily hydraulic energy (kWh) = volume (m³) × TDH (m) ÷ 367. Example: 20 × 50 ÷ 367 = 2.72 kWh a day. Step 2, electrical energy = hydraulic energy ÷ the efficiency of the pump, motor and controller together, often 40 to 55% for submersible pumps. At 45%: 2.72 ÷ 0.45 = 6.05 kWh a day. Step 3, panel power (kWp) = electrical energy ÷ (peak sun hours × performance ratio). The ratio is about 0.75 to 0.8, because panels lose some power to heat, dust and cabling. With 5.5 hours and 0.8: 6.05 ÷ 4.4 = 1.38 kWp. Pick a little more, for example 4 panels of 400 W = 1.6 kWp. Average pump flow = 20 m³ ÷ 5.5 hours ≈ 3.6 m³/h at 50 m of head.',
          },
          video: 'clip-a',
        },
        {
          title: { ar: 'اختيار المضخة والمبدل', fr: 'Choisir la pompe et le variateur', en: 'Choosing the pump and controller' },
          summary: {
            ar: 'المضخة تُختار من منحناها: الصبيب المطلوب على العلو الكلي المحسوب. المبدل يجب أن يناسب المضخة والألواح معًا. تتعلم قراءة المنحنى وتجنب الأخطاء الشائعة.',
            fr: 'La pompe se choisit sur sa courbe : le débit voulu à la HMT calculée. Le variateur doit convenir à la fois à la pompe et aux panneaux. Vous apprenez à lire une courbe et à éviter les erreurs courantes.',
            en: 'A pump is chosen from its curve: the required flow at the calculated head. The controller must match both the pump and the panels. You learn to read the curve and avoid common mistakes.',
          },
          about: {
            ar: 'كل مضخة لها منحنى يربط الصبيب بالعلو. ابحث عن المضخة التي تعطي الصبيب المتوسط المطلوب (مثلًا 3.6 م³/س) عند العلو الكلي المحسوب (50 م)، ويفضل أن تكون هذه النقطة قرب منتصف المنحنى حيث يكون المردود أفضل. مضخة قوية جدًا تفرغ البئر وتعمل في منطقة مردود ضعيف؛ ومضخة ضعيفة لن تصل إلى العلو المطلوب في الصباح والمساء. تحقق من قطر البئر أو الثقب: المضخة الغاطسة يجب أن تدخل بسهولة مع الكابل. المبدل: اختره متوافقًا مع قدرة المحرك وجهده، ومع جهد سلسلة الألواح (عدد الألواح الموصولة على التوالي)، واطلب أن يحتوي على حماية من التشغيل الجاف ومدخل للعوامة. فضّل المحركات ذات المردود العالي والمواد المقاومة للصدأ، خاصة مع الماء المالح أو الرملي. اطلب من المورد ورقة حساب مكتوبة وضمانًا واضحًا وخدمة ما بعد البيع قريبة.',
            fr: "Chaque pompe a une courbe qui relie débit et hauteur. Cherchez la pompe qui donne le débit moyen voulu (par exemple 3,6 m³/h) à la HMT calculée (50 m), de préférence vers le milieu de la courbe, là où le rendement est le meilleur. Une pompe trop puissante vide le puits et travaille avec un mauvais rendement ; une pompe trop faible n'atteindra pas la hauteur le matin et le soir. Vérifiez le diamètre du puits ou du forage : la pompe immergée doit descendre facilement avec son câble. Le variateur : choisissez-le compatible avec la puissance et la tension du moteur, et avec la tension de la chaîne de panneaux (nombre de panneaux en série), avec protection contre la marche à sec et entrée pour le flotteur. Préférez les moteurs à haut rendement et l'inox, surtout avec une eau salée ou sableuse. Exigez du fournisseur une note de calcul écrite, une garantie claire et un service après-vente proche.",
            en: "Every pump has a curve linking flow and head. Look for the pump that gives the required average flow (say 3.6 m³/h) at the calculated head (50 m), preferably near the middle of the curve, where efficiency is best. A pump that is too strong empties the well and runs at poor efficiency; one that is too weak will not reach the head in the morning and evening. Check the well or borehole diameter: the submersible pump must go down easily with its cable. Controller: choose one matched to the motor's power and voltage and to the voltage of the panel string (number of panels in series), with dry-run protection and an input for the float switch. Prefer high-efficiency motors and stainless steel, especially with salty or sandy water. Ask the supplier for a written sizing sheet, a clear warranty and after-sales service nearby.",
          },
          video: 'clip-b',
        },
      ],
    },
    {
      title: { ar: 'التركيب', fr: "L'installation", en: 'Installation' },
      lessons: [
        {
          title: {
            ar: 'تركيب الألواح: الاتجاه والميل والسلامة',
            fr: 'Poser les panneaux : orientation, inclinaison, sécurité',
            en: 'Installing panels: orientation, tilt and safety',
          },
          summary: {
            ar: 'ألواح موجهة نحو الجنوب بميل قريب من خط العرض وبدون أي ظل تعطي أكثر إنتاج. الكهرباء المستمرة في الألواح قد تكون خطيرة. تتعلم قواعد التركيب والسلامة.',
            fr: 'Des panneaux orientés plein sud, inclinés à peu près selon la latitude et sans aucune ombre produisent le plus. Le courant continu des panneaux peut être dangereux. Vous apprenez les règles de pose et de sécurité.',
            en: 'Panels facing due south, tilted at about the latitude and free of any shade produce the most. The direct current from panels can be dangerous. You learn installation and safety rules.',
          },
          about: {
            ar: 'في المغرب وجّه الألواح نحو الجنوب الجغرافي. ميل قريب من خط العرض (حوالي 30 إلى 35 درجة في أغلب المناطق) يعطي توازنًا جيدًا على مدى السنة؛ ميل أقل يفضل الصيف، وميل أكبر يفضل الشتاء. تجنب أي ظل ولو جزئيًا من شجرة أو عمود أو بناية، لأن ظل لوح واحد يخفض إنتاج السلسلة كلها. الهيكل يجب أن يكون من حديد مغلفن أو ألمنيوم، مثبتًا في قواعد خرسانية يتحمل الرياح القوية، ومرتفعًا قليلًا عن الأرض لتسهيل التنظيف ومنع الماشية. السلامة: سلسلة من الألواح على التوالي قد تعطي عدة مئات من الفولت من التيار المستمر، وهو خطير ولا يُقطع بسهولة. استعمل قواطع ومفاتيح مخصصة للتيار المستمر، وكابلات مقاومة للشمس، وأرّض الهيكل والمبدل، وركّب حماية من الصواعق. اترك الربط الكهربائي لكهربائي مؤهل، ولا تفصل أبدًا موصلًا تحت الحمل.',
            fr: "Au Maroc, orientez les panneaux vers le sud géographique. Une inclinaison proche de la latitude (environ 30 à 35° dans la plupart des régions) donne un bon équilibre sur l'année ; plus faible, elle favorise l'été ; plus forte, l'hiver. Évitez toute ombre, même partielle, d'un arbre, d'un poteau ou d'un bâtiment : l'ombre sur un seul panneau fait chuter la production de toute la chaîne. La structure doit être en acier galvanisé ou en aluminium, ancrée dans des plots en béton qui résistent aux vents forts, et un peu surélevée pour faciliter le nettoyage et tenir le bétail à l'écart. Sécurité : une chaîne de panneaux en série peut donner plusieurs centaines de volts en courant continu, dangereux et difficile à couper. Utilisez disjoncteurs et sectionneurs prévus pour le courant continu, des câbles résistants aux UV, mettez structure et variateur à la terre et installez une protection contre la foudre. Confiez le raccordement à un électricien qualifié et ne débranchez jamais un connecteur en charge.",
            en: 'In Morocco, face the panels to true south. A tilt close to the latitude (about 30 to 35° in most areas) gives a good balance over the year; a lower tilt favours summer, a steeper one winter. Avoid any shade, even partial, from a tree, pole or building: shade on a single panel cuts the output of the whole string. The frame should be galvanised steel or aluminium, anchored in concrete footings that withstand strong winds, and raised a little to make cleaning easier and keep livestock off. Safety: a string of panels in series can give several hundred volts of direct current, which is dangerous and hard to break. Use breakers and isolators rated for DC, UV-resistant cables, earth the frame and controller, and fit lightning protection. Leave the wiring to a qualified electrician, and never unplug a connector under load.',
          },
          video: 'clip-c',
        },
        {
          title: { ar: 'الخزان بدل البطاريات', fr: 'Le réservoir plutôt que les batteries', en: 'A tank instead of batteries' },
          summary: {
            ar: 'تخزين الماء أرخص وأدوم من تخزين الكهرباء. حجم الخزان وارتفاعه يحددان متى وكيف تسقي. تتعلم حساب الحجم وفهم ضغط السقي.',
            fr: "Stocker l'eau coûte moins cher et dure plus longtemps que stocker l'électricité. Volume et hauteur du réservoir déterminent quand et comment vous irriguez. Vous apprenez à calculer le volume et à comprendre la pression d'irrigation.",
            en: "Storing water is cheaper and longer-lasting than storing electricity. The tank's volume and height decide when and how you irrigate. You learn to size the volume and understand irrigation pressure.",
          },
          about: {
            ar: 'الخزان أو الحوض يسمح بالضخ في النهار والسقي في الوقت المناسب، ويعوض الأيام الغائمة. حجم الخزان المعتاد يعادل حاجة يوم إلى ثلاثة أيام: في مثالنا 20 م³ في اليوم، يعني خزانًا من 20 إلى 60 م³. للماشية والشرب يُفضل يومان إلى ثلاثة للأمان. انتبه للضغط: كل متر من الارتفاع يعطي 0.1 بار فقط. خزان مرتفع 3 أمتار يعطي 0.3 بار، وهذا غير كافٍ لأغلب شبكات التنقيط التي تحتاج حوالي 1 بار. الحلول: استعمال نقاطات أو أنابيب مخصصة للضغط المنخفض، أو مضخة دفع صغيرة بعد الحوض، أو الضخ مباشرة في الشبكة خلال ساعات الشمس القوية مع إرسال الفائض إلى الحوض. غطِّ الخزان لتقليل التبخر والطحالب، وركّب العوامة التي توقف المضخة عند الامتلاء، وصمامًا لتفريغ الرواسب في الأسفل.',
            fr: "Le réservoir ou le bassin permet de pomper le jour et d'irriguer au bon moment, et compense les jours nuageux. Volume habituel : un à trois jours de besoin. Dans notre exemple de 20 m³ par jour, cela fait un réservoir de 20 à 60 m³. Pour le bétail et l'eau de boisson, prévoyez deux à trois jours par sécurité. Attention à la pression : chaque mètre de hauteur ne donne que 0,1 bar. Un réservoir surélevé de 3 m donne 0,3 bar, insuffisant pour la plupart des réseaux goutte-à-goutte qui demandent environ 1 bar. Solutions : goutteurs ou gaines prévus pour basse pression, petite pompe de reprise après le bassin, ou pompage direct dans le réseau aux heures de fort soleil avec envoi du surplus au bassin. Couvrez le réservoir pour limiter évaporation et algues, installez le flotteur qui arrête la pompe quand il est plein, et une vanne de vidange des dépôts en bas.",
            en: 'A tank or basin lets you pump by day and irrigate at the right time, and covers cloudy days. Usual volume: one to three days of need. In our example of 20 m³ a day, that means a 20 to 60 m³ tank. For livestock and drinking water, allow two to three days for safety. Mind the pressure: each metre of height gives only 0.1 bar. A tank raised 3 m gives 0.3 bar, not enough for most drip systems, which need about 1 bar. Solutions: emitters or driplines made for low pressure, a small booster pump after the basin, or pumping straight into the network during strong sun and sending the surplus to the basin. Cover the tank to limit evaporation and algae, fit the float switch that stops the pump when full, and a drain valve for sediment at the bottom.',
          },
          video: 'clip-a',
        },
      ],
    },
    {
      title: { ar: 'التشغيل والماء', fr: 'Exploitation et eau', en: 'Operation and water' },
      lessons: [
        {
          title: { ar: 'الصيانة وتشخيص الأعطال', fr: 'Entretien et dépannage', en: 'Maintenance and troubleshooting' },
          summary: {
            ar: 'المحطة الشمسية تحتاج صيانة قليلة لكن منتظمة. عداد الماء ودفتر يومي بسيط يكشفان المشاكل مبكرًا. تتعلم ما تفعله كل أسبوع وكل سنة، وكيف تفهم انخفاض الصبيب.',
            fr: "Une station solaire demande peu d'entretien, mais régulier. Un compteur d'eau et un carnet journalier simple révèlent tôt les problèmes. Vous apprenez quoi faire chaque semaine et chaque année, et comment interpréter une baisse de débit.",
            en: 'A solar station needs little maintenance, but it must be regular. A water meter and a simple daily log reveal problems early. You learn what to do weekly and yearly, and how to read a drop in flow.',
          },
          about: {
            ar: 'نظّف الألواح كل أسبوع إلى أسبوعين في المناطق المغبرة، في الصباح الباكر قبل أن تسخن، بالماء وفرشاة ناعمة، دون مواد كاشطة. الغبار قد يخفض الإنتاج بنسبة ملحوظة. سجّل كل يوم قراءة عداد الماء: انخفاض الحجم اليومي في أيام مشمسة علامة إنذار. الأسباب المحتملة: ألواح متسخة أو مظللة، أو انخفاض مستوى الماء في البئر (المجس يوقف المضخة كثيرًا)، أو تآكل المضخة بسبب الرمل، أو تسرب في الأنابيب، أو موصل كهربائي تالف. اقرأ رموز الأعطال على شاشة المبدل وقارنها بدليل الاستعمال. كل سنة: افحص الكابلات والموصلات وشد البراغي، وتأكد من التأريض، ونظّف الخزان. كل بضع سنوات، أو عند انخفاض الأداء، أخرج المضخة وافحصها. لا تفتح المبدل أو الموصلات قبل قطع التيار من جهة الألواح.',
            fr: "Nettoyez les panneaux toutes les une à deux semaines dans les zones poussiéreuses, tôt le matin avant qu'ils chauffent, à l'eau et à la brosse douce, sans produit abrasif : la poussière peut réduire nettement la production. Notez chaque jour le relevé du compteur d'eau : une baisse du volume journalier par temps ensoleillé est un signal d'alarme. Causes possibles : panneaux sales ou ombragés, baisse du niveau d'eau dans le puits (la sonde arrête souvent la pompe), usure de la pompe par le sable, fuite sur les tuyaux ou connecteur abîmé. Lisez les codes défaut sur l'écran du variateur et comparez-les au manuel. Chaque année : contrôlez câbles et connecteurs, resserrez la boulonnerie, vérifiez la mise à la terre et nettoyez le réservoir. Tous les quelques ans, ou si les performances baissent, remontez et contrôlez la pompe. N'ouvrez jamais le variateur ou les connecteurs sans avoir coupé le courant côté panneaux.",
            en: 'Clean the panels every one to two weeks in dusty areas, early in the morning before they heat up, with water and a soft brush and no abrasive products: dust can noticeably cut output. Record the water meter reading every day: a lower daily volume on sunny days is a warning sign. Possible causes: dirty or shaded panels, a falling water level in the well (the probe keeps stopping the pump), pump wear from sand, a pipe leak or a damaged connector. Read the fault codes on the controller screen and compare them with the manual. Every year: check cables and connectors, tighten bolts, check the earthing and clean the tank. Every few years, or when performance drops, pull the pump and inspect it. Never open the controller or connectors without first isolating the panel side.',
          },
          video: 'clip-b',
        },
        {
          title: {
            ar: 'الماء: التراخيص والاستعمال المستدام',
            fr: "L'eau : autorisations et usage durable",
            en: 'Water: permits and sustainable use',
          },
          summary: {
            ar: 'الضخ الشمسي يجعل الماء رخيص الاستخراج، وهذا قد يدفع إلى الإفراط في استنزاف الفرشة. البئر يحتاج ترخيصًا، والاستعمال المسؤول يحمي مستقبلك. درس للقراءة.',
            fr: "Le pompage solaire rend l'eau bon marché à extraire, ce qui peut pousser à surexploiter la nappe. Le puits demande une autorisation, et un usage responsable protège votre avenir. Leçon à lire.",
            en: 'Solar pumping makes water cheap to lift, which can lead to over-pumping the aquifer. A well needs a permit, and responsible use protects your future. A reading lesson.',
          },
          about: {
            ar: 'في المغرب ينظم القانون 36-15 المتعلق بالماء استعمال المياه الجوفية، وحفر الآبار والأثقاب وجلب الماء يحتاج ترخيصًا أو تصريحًا لدى وكالة الحوض المائي المختصة. قبل أي استثمار تأكد من وضعية بئرك ومن القيود المحلية، لأن بعض الفرشات المائية في وضعية استنزاف خطيرة. مع الغازوال كانت تكلفة كل متر مكعب تدفع الفلاح إلى الاقتصاد؛ مع الشمس تصبح التكلفة شبه منعدمة، والخطر هو الضخ طوال اليوم دون حاجة. قواعد الاستعمال المسؤول: اربط الضخ الشمسي دائمًا بالري بالتنقيط وببرمجة السقي حسب حاجة المحصول، وركّب عداد ماء وسجّل الاستهلاك، ولا توسّع المساحة المسقية فقط لأن الطاقة مجانية، وراقب مستوى الماء في البئر كل شهر. فرشة تنخفض كل سنة تعني أن البئر سيجف يومًا ما، ومعه الاستثمار كله. الطاقة النظيفة تبقى مستدامة فقط إذا كان استعمال الماء مستدامًا.',
            fr: "Au Maroc, la loi 36-15 sur l'eau encadre l'usage des eaux souterraines : creuser un puits ou un forage et prélever de l'eau demande une autorisation ou une déclaration auprès de l'agence de bassin hydraulique compétente. Avant tout investissement, vérifiez la situation de votre puits et les restrictions locales, car certaines nappes sont gravement surexploitées. Avec le gasoil, le coût de chaque mètre cube poussait à économiser ; avec le soleil, ce coût devient presque nul, et le danger est de pomper toute la journée sans besoin. Règles d'usage responsable : associez toujours pompage solaire, goutte-à-goutte et pilotage de l'irrigation selon les besoins de la culture ; installez un compteur et notez la consommation ; n'agrandissez pas la surface irriguée simplement parce que l'énergie est gratuite ; et mesurez chaque mois le niveau d'eau du puits. Une nappe qui baisse chaque année signifie qu'un jour le puits sera sec, et l'investissement avec lui. L'énergie propre n'est durable que si l'usage de l'eau l'est aussi.",
            en: "In Morocco, Water Law 36-15 governs the use of groundwater: digging a well or borehole and drawing water requires a permit or declaration with the relevant river basin agency. Before any investment, check your well's status and local restrictions, because some aquifers are severely over-pumped. With diesel, the cost of each cubic metre pushed farmers to save; with the sun, that cost falls to almost nothing, and the danger is pumping all day without need. Rules for responsible use: always combine solar pumping with drip irrigation and scheduling to crop need; fit a water meter and record use; do not expand the irrigated area just because the energy is free; and measure the well's water level every month. An aquifer that drops every year means the well will one day run dry, and the whole investment with it. Clean energy is only sustainable if water use is sustainable too.",
          },
          video: null,
        },
      ],
    },
  ],
  attachments: [
    {
      file_name: 'dimensionnement-pompage-solaire.txt',
      lesson: [1, 1], // From hydraulic energy to panel power
      body: `FR - Dimensionnement rapide (exemple)
Besoin : 20 m³/jour. HMT = niveau dynamique 40 m + élévation 5 m + pertes 5 m = 50 m
1. Énergie hydraulique = 20 × 50 ÷ 367 = 2,72 kWh/j
2. Énergie électrique = 2,72 ÷ 0,45 = 6,05 kWh/j
3. Puissance crête = 6,05 ÷ (5,5 h × 0,8) = 1,38 kWc → 4 × 400 W
Débit moyen pompe = 20 ÷ 5,5 ≈ 3,6 m³/h à 50 m
Réservoir : 1 à 3 jours de besoin. 1 m de hauteur = 0,1 bar.
Panneaux : plein sud, inclinés à 30-35°, sans ombre.

AR - حساب سريع (مثال)
الحاجة: 20 م³/يوم. العلو الكلي = المستوى الديناميكي 40 م + الارتفاع 5 م + الخسائر 5 م = 50 م
1. الطاقة الهيدروليكية = 20 × 50 ÷ 367 = 2.72 ك.و.س/يوم
2. الطاقة الكهربائية = 2.72 ÷ 0.45 = 6.05 ك.و.س/يوم
3. القدرة = 6.05 ÷ (5.5 س × 0.8) = 1.38 ك.و ذروة ← 4 ألواح × 400 واط
الصبيب المتوسط = 20 ÷ 5.5 ≈ 3.6 م³/س على 50 م
الخزان: حاجة يوم إلى 3 أيام. 1 م ارتفاع = 0.1 بار.
الألواح: نحو الجنوب، ميل 30-35 درجة، دون ظل.

EN - Quick sizing (example)
Need: 20 m³/day. TDH = dynamic level 40 m + elevation 5 m + losses 5 m = 50 m
1. Hydraulic energy = 20 × 50 ÷ 367 = 2.72 kWh/day
2. Electrical energy = 2.72 ÷ 0.45 = 6.05 kWh/day
3. Peak power = 6.05 ÷ (5.5 h × 0.8) = 1.38 kWp → 4 × 400 W
Average pump flow = 20 ÷ 5.5 ≈ 3.6 m³/h at 50 m
Tank: 1 to 3 days of need. 1 m of height = 0.1 bar.
Panels: due south, tilted 30-35°, no shade.
`,
    },
  ],
  quiz: [
    {
      text: {
        ar: 'لماذا نستعمل خزانًا بدل البطاريات في الضخ الشمسي؟',
        fr: 'Pourquoi un réservoir plutôt que des batteries en pompage solaire ?',
        en: 'Why use a tank instead of batteries in solar pumping?',
      },
      options: [
        {
          ar: 'لأن تخزين الماء أرخص وأدوم',
          fr: "Stocker l'eau coûte moins cher et dure plus",
          en: 'Storing water is cheaper and lasts longer',
        },
        { ar: 'لأن البطاريات ممنوعة', fr: 'Les batteries sont interdites', en: 'Batteries are banned' },
        { ar: 'لأن المضخة تعمل ليلًا فقط', fr: 'La pompe ne marche que la nuit', en: 'The pump only runs at night' },
      ],
      correct: 0,
      module_index: 0,
    },
    {
      text: {
        ar: 'ما دور مجس المستوى في البئر؟',
        fr: 'À quoi sert la sonde de niveau dans le puits ?',
        en: 'What is the well level probe for?',
      },
      options: [
        { ar: 'قياس حرارة الماء', fr: "Mesurer la température de l'eau", en: 'Measuring water temperature' },
        { ar: 'إيقاف المضخة قبل أن تعمل جافة', fr: 'Arrêter la pompe avant la marche à sec', en: 'Stopping the pump before it runs dry' },
        { ar: 'زيادة سرعة المضخة', fr: 'Accélérer la pompe', en: 'Speeding up the pump' },
      ],
      correct: 1,
      module_index: 0,
    },
    {
      text: {
        ar: 'على أي شهر نحسب حجم المحطة؟',
        fr: 'Sur quel mois dimensionne-t-on la station ?',
        en: 'Which month do you size the station for?',
      },
      options: [
        { ar: 'الشهر الأكثر شمسًا', fr: 'Le mois le plus ensoleillé', en: 'The sunniest month' },
        { ar: 'أي شهر', fr: "N'importe quel mois", en: 'Any month' },
        {
          ar: 'الشهر الذي تكون فيه الحاجة أكبر مقارنة بالشمس',
          fr: 'Le mois où le besoin est le plus fort par rapport au soleil',
          en: 'The month when need is highest compared with the sun',
        },
      ],
      correct: 2,
      module_index: 0,
    },
    {
      text: {
        ar: 'أي مستوى ماء يدخل في حساب العلو الكلي؟',
        fr: "Quel niveau d'eau entre dans le calcul de la HMT ?",
        en: 'Which water level goes into the total head?',
      },
      options: [
        { ar: 'المستوى في حالة السكون', fr: 'Le niveau au repos', en: 'The resting level' },
        { ar: 'عمق البئر الكلي دائمًا', fr: 'Toujours la profondeur totale du puits', en: 'Always the total well depth' },
        { ar: 'لا يدخل في الحساب', fr: "Il n'entre pas dans le calcul", en: 'It is not included' },
        { ar: 'المستوى الديناميكي أثناء الضخ', fr: 'Le niveau dynamique pendant le pompage', en: 'The dynamic level while pumping' },
      ],
      correct: 3,
      module_index: 1,
    },
    {
      text: {
        ar: '20 م³ يوميًا على علو كلي 50 م: ما الطاقة الهيدروليكية؟',
        fr: '20 m³/jour à 50 m de HMT : quelle énergie hydraulique ?',
        en: '20 m³ a day at 50 m of head: what hydraulic energy?',
      },
      options: [
        { ar: 'حوالي 2.7 ك.و.س في اليوم', fr: 'Environ 2,7 kWh/jour', en: 'About 2.7 kWh/day' },
        { ar: 'حوالي 27 ك.و.س في اليوم', fr: 'Environ 27 kWh/jour', en: 'About 27 kWh/day' },
        { ar: 'حوالي 0.27 ك.و.س في اليوم', fr: 'Environ 0,27 kWh/jour', en: 'About 0.27 kWh/day' },
      ],
      correct: 0,
      module_index: 1,
    },
    {
      text: {
        ar: 'لماذا نضرب ساعات الذروة في معامل أداء حوالي 0.8؟',
        fr: "Pourquoi multiplier les heures de pointe par un ratio d'environ 0,8 ?",
        en: 'Why multiply peak sun hours by a ratio of about 0.8?',
      },
      options: [
        { ar: 'لأن الشمس تغيب أبكر', fr: 'Parce que le soleil se couche plus tôt', en: 'Because the sun sets earlier' },
        {
          ar: 'لأن الحرارة والغبار والكابلات تخفض الإنتاج',
          fr: 'Chaleur, poussière et câbles réduisent la production',
          en: 'Heat, dust and cables reduce output',
        },
        { ar: 'لزيادة ثمن المحطة', fr: 'Pour augmenter le prix de la station', en: "To raise the station's price" },
      ],
      correct: 1,
      module_index: 1,
    },
    {
      text: {
        ar: 'أين يجب أن تقع نقطة العمل على منحنى المضخة؟',
        fr: 'Où doit se situer le point de fonctionnement sur la courbe ?',
        en: 'Where should the operating point sit on the pump curve?',
      },
      options: [
        { ar: 'في أقصى اليسار', fr: 'Tout à gauche', en: 'At the far left' },
        { ar: 'خارج المنحنى', fr: 'Hors de la courbe', en: 'Off the curve' },
        {
          ar: 'قرب منتصف المنحنى حيث المردود أفضل',
          fr: 'Vers le milieu, où le rendement est le meilleur',
          en: 'Near the middle, where efficiency is best',
        },
      ],
      correct: 2,
      module_index: 1,
    },
    {
      text: {
        ar: 'خزان مرتفع 3 أمتار: ما الضغط الذي يعطيه؟',
        fr: 'Réservoir surélevé de 3 m : quelle pression donne-t-il ?',
        en: 'A tank raised 3 m: what pressure does it give?',
      },
      options: [
        { ar: '3 بار', fr: '3 bars', en: '3 bar' },
        { ar: '0.3 بار', fr: '0,3 bar', en: '0.3 bar' },
        { ar: '30 بار', fr: '30 bars', en: '30 bar' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'ما الاتجاه الصحيح للألواح في المغرب؟',
        fr: 'Quelle orientation pour les panneaux au Maroc ?',
        en: 'Which way should panels face in Morocco?',
      },
      options: [
        { ar: 'نحو الشمال', fr: 'Vers le nord', en: 'North' },
        { ar: 'نحو الشرق فقط', fr: "Vers l'est seulement", en: 'East only' },
        { ar: 'أفقية تمامًا', fr: 'Complètement à plat', en: 'Completely flat' },
        {
          ar: 'نحو الجنوب مع ميل 30 إلى 35 درجة تقريبًا',
          fr: "Plein sud, inclinés d'environ 30 à 35°",
          en: 'South, tilted about 30 to 35°',
        },
      ],
      correct: 3,
      module_index: 2,
    },
    {
      text: {
        ar: 'الحجم اليومي المضخوخ ينخفض في أيام مشمسة. ما أول شيء تتحقق منه؟',
        fr: "Le volume journalier baisse par temps ensoleillé. Que vérifier d'abord ?",
        en: 'Daily volume drops on sunny days. What do you check first?',
      },
      options: [
        { ar: 'نظافة الألواح وغياب الظل', fr: "La propreté des panneaux et l'absence d'ombre", en: 'Panel cleanliness and shading' },
        { ar: 'لون الخزان', fr: 'La couleur du réservoir', en: "The tank's colour" },
        { ar: 'ثمن الغازوال', fr: 'Le prix du gasoil', en: 'The price of diesel' },
      ],
      correct: 0,
      module_index: 3,
    },
    {
      text: {
        ar: 'لماذا تُنظف الألواح الشمسية بانتظام؟',
        fr: 'Pourquoi nettoyer régulièrement les panneaux solaires ?',
        en: 'Why clean solar panels regularly?',
      },
      options: [
        { ar: 'لتغيير لونها', fr: 'Pour changer leur couleur', en: 'To change their colour' },
        {
          ar: 'لأن الغبار يقلل الطاقة المنتجة',
          fr: "Parce que la poussière réduit l'énergie produite",
          en: 'Because dust reduces the energy produced',
        },
        { ar: 'لأن القانون يفرض ذلك كل يوم', fr: "Parce que la loi l'impose chaque jour", en: 'Because the law requires it daily' },
      ],
      correct: 1,
      module_index: 2,
    },
    {
      text: {
        ar: 'متى يُفضل تنظيف الألواح بالماء؟',
        fr: "Quand vaut-il mieux nettoyer les panneaux à l'eau ?",
        en: 'When is it best to clean the panels with water?',
      },
      options: [
        { ar: 'في منتصف النهار والألواح ساخنة', fr: 'À midi, panneaux brûlants', en: 'At midday while the panels are hot' },
        { ar: 'أثناء الضخ بأقصى قوة', fr: 'Pendant le pompage à pleine puissance', en: 'While pumping at full power' },
        {
          ar: 'في الصباح الباكر أو في المساء والألواح باردة',
          fr: 'Tôt le matin ou le soir, panneaux froids',
          en: 'Early morning or evening, when the panels are cool',
        },
        { ar: 'لا تُنظف أبدًا بالماء', fr: "Jamais à l'eau", en: 'Never with water' },
      ],
      correct: 2,
      module_index: 3,
    },
  ],
  reviews: [
    {
      rating: 5,
      author: 'Lahcen Boutaleb',
      description: "J'ai vérifié le devis de l'installateur avec la méthode du cours : il proposait 3 kWc au lieu de 1,6. Économie énorme.",
    },
    { rating: 5, author: 'يوسف الإدريسي', description: 'شرح العلو الكلي والمستوى الديناميكي أفضل ما رأيت. الحساب أصبح سهلًا.' },
    {
      rating: 4,
      author: 'Fatou Sow',
      description: 'Very clear sizing method. The tank pressure point (1 m = 0.1 bar) explained why my drip was not working.',
    },
    { rating: 4, author: null, description: "Bonne formation. J'aurais aimé un exemple avec pompe de surface." },
    {
      rating: 3,
      author: 'Karim Haddouchi',
      description: 'Utile mais les vidéos sont courtes ; la partie calcul demande de relire plusieurs fois.',
    },
  ],
};
