<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>FitReadout</name>
    <message>
        <source>— no outputs yet</source>
        <translation>— aún no hay salidas</translation>
    </message>
    <message>
        <source>✕ No, they do not match</source>
        <translation>✕ No, no coinciden</translation>
    </message>
    <message>
        <source>? Borderline: sample more</source>
        <translation>? Dudoso: muestrea más</translation>
    </message>
    <message>
        <source>… too few data yet</source>
        <translation>… aún pocos datos</translation>
    </message>
    <message>
        <source>≈ Fits so far; sample more</source>
        <translation>≈ Encaja por ahora; muestrea más</translation>
    </message>
    <message>
        <source>✓ Yes, they match</source>
        <translation>✓ Sí, coinciden</translation>
    </message>
    <message>
        <source>less than %1%</source>
        <translation>menos del %1 %</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>A gap this big by pure chance: %1</source>
        <translation>Una diferencia así, por puro azar: %1</translation>
    </message>
    <message>
        <source>%1 of %2 drafts</source>
        <translation>%1 de %2 propuestas</translation>
    </message>
    <message>
        <source>no drafts yet</source>
        <translation>aún no hay propuestas</translation>
    </message>
    <message>
        <source>α = Σ min(p, q)</source>
        <translation>α = Σ min(p, q)</translation>
    </message>
    <message>
        <source>Share of drafts accepted</source>
        <translation>Proporción de propuestas aceptadas</translation>
    </message>
    <message>
        <source>Outputs like p?</source>
        <translation>¿Salidas como p?</translation>
    </message>
    <message>
        <source>Like q?</source>
        <translation>¿Como q?</translation>
    </message>
    <message>
        <source>The acceptance rate, exact: the total length of the hatched overlap.</source>
        <translation>La tasa de acierto exacta: la longitud total del solapamiento rayado.</translation>
    </message>
    <message>
        <source>Measured on the samples so far; it approaches α.</source>
        <translation>Medida en las muestras hechas hasta ahora; se acerca a α.</translation>
    </message>
    <message>
        <source>Pearson&apos;s chi-square test of the outputs&apos; counts against the distribution.</source>
        <translation>Prueba de chi cuadrado de Pearson: los recuentos de salidas frente a la distribución.</translation>
    </message>
</context>
<context>
    <name>KnobsCard</name>
    <message>
        <source>q shaped by hand; a slider rebuilds it.</source>
        <translation>q modificada a mano; un deslizador la rehace.</translation>
    </message>
    <message>
        <source>Or drag q&apos;s bars (keys: ↑↓ pick, ←→ change).</source>
        <translation>O arrastra las barras de q (teclas: ↑↓ elegir, ←→ cambiar).</translation>
    </message>
    <message>
        <source>How far q is from p</source>
        <translation>Cuánto se aleja q de p</translation>
    </message>
    <message>
        <source>Temperature T of q</source>
        <translation>Temperatura T de q</translation>
    </message>
    <message>
        <source>0: the draft believes exactly what the big model believes. 1: it is badly off.</source>
        <translation>0: el borrador opina exactamente lo mismo que el modelo grande. 1: se equivoca mucho.</translation>
    </message>
    <message>
        <source>Below 1 the draft is surer of its favourites; above 1 its guesses spread out.</source>
        <translation>Por debajo de 1 el borrador está más seguro de sus favoritas; por encima de 1 sus propuestas se reparten más.</translation>
    </message>
</context>
<context>
    <name>PredictionCard</name>
    <message>
        <source>the outputs will look like p, the big model</source>
        <translation>las salidas se parecerán a p, el modelo grande</translation>
    </message>
    <message>
        <source>the outputs will look like q, the draft</source>
        <translation>las salidas se parecerán a q, el borrador</translation>
    </message>
    <message>
        <source>the outputs will land in between p and q</source>
        <translation>las salidas quedarán a medio camino entre p y q</translation>
    </message>
    <message>
        <source>Your prediction: %1.</source>
        <translation>Tu predicción: %1.</translation>
    </message>
    <message>
        <source>Now sample at least %1 times and compare the histogram with p and q.</source>
        <translation>Ahora muestrea al menos %1 veces y compara el histograma con p y con q.</translation>
    </message>
    <message>
        <source>✓ You said “like p”, and you were right: the outputs follow p, the big model.</source>
        <translation>✓ Dijiste «como p» y acertaste: las salidas siguen a p, el modelo grande.</translation>
    </message>
    <message>
        <source>✕ You said “like q”, but the outputs follow p, the big model, not the draft.</source>
        <translation>✕ Dijiste «como q», pero las salidas siguen a p, el modelo grande, no al borrador.</translation>
    </message>
    <message>
        <source>✕ You said “in between”, but the outputs follow p, the big model, exactly.</source>
        <translation>✕ Dijiste «algo intermedio», pero las salidas siguen exactamente a p, el modelo grande.</translation>
    </message>
    <message>
        <source>Where q is above p the big model rejects just enough drafts, and each rejected step draws from where p is above q: the two cancel exactly, whatever q is. The draft sets only the speed (α), never the answer.</source>
        <translation>Donde q supera a p, el modelo grande rechaza justo las propuestas necesarias, y cada paso rechazado sortea una palabra de donde p supera a q: los dos efectos se compensan exactamente, sea cual sea q. El borrador solo decide la velocidad (α), nunca la respuesta.</translation>
    </message>
    <message>
        <source>Predict first. The draft proposes every word and the big model only accepts or rejects. After thousands of samples, what will the outputs look like?</source>
        <translation>Primero, predice. El borrador propone cada palabra y el modelo grande solo acepta o rechaza. Tras miles de muestras, ¿a qué se parecerán las salidas?</translation>
    </message>
    <message>
        <source>Like p (the big model)</source>
        <translation>A p (el modelo grande)</translation>
    </message>
    <message>
        <source>Like q (the draft)</source>
        <translation>A q (el borrador)</translation>
    </message>
    <message>
        <source>In between p and q</source>
        <translation>A algo intermedio entre p y q</translation>
    </message>
    <message>
        <source>Lock in my prediction</source>
        <translation>Fijar mi predicción</translation>
    </message>
</context>
<context>
    <name>SampleCard</name>
    <message>
        <source>Predict first: these buttons and the draft&apos;s controls unlock when you lock in your prediction above.</source>
        <translation>Primero, predice: estos botones y los controles del borrador se desbloquean cuando fijes tu predicción arriba.</translation>
    </message>
    <message>
        <source>1. The draft proposes a word, drawn from q.</source>
        <translation>1. El borrador propone una palabra, sorteada según q.</translation>
    </message>
    <message>
        <source>2. The big model accepts it (✓) or rejects it (✕).</source>
        <translation>2. El modelo grande la acepta (✓) o la rechaza (✕).</translation>
    </message>
    <message>
        <source>3. After a ✕ it draws a word from where p is above q (→).</source>
        <translation>3. Tras un ✕, sortea otra palabra de donde p supera a q (→).</translation>
    </message>
    <message>
        <source>The draft proposes “%1”.</source>
        <translation>El borrador propone «%1».</translation>
    </message>
    <message>
        <source>✓ Accepted: kept with chance min(1, p/q) = %2.</source>
        <translation>✓ Aceptada: se queda con probabilidad min(1, p/q) = %2.</translation>
    </message>
    <message>
        <source>✕ Rejected: kept only with chance p/q = %2.</source>
        <translation>✕ Rechazada: solo se quedaba con probabilidad p/q = %2.</translation>
    </message>
    <message>
        <source>Output: “%1”.</source>
        <translation>Salida: «%1».</translation>
    </message>
    <message>
        <source>→ Resampled from p above q: output “%1”.</source>
        <translation>→ Nuevo sorteo donde p supera a q: sale «%1».</translation>
    </message>
    <message>
        <source>Sample:</source>
        <translation>Muestrear:</translation>
    </message>
    <message>
        <source>Sample 1</source>
        <translation>1 vez</translation>
    </message>
    <message>
        <source>Sample %1</source>
        <translation>%1 veces</translation>
    </message>
    <message>
        <source>One step, slowly: propose, check, output.</source>
        <translation>Un paso, despacio: propuesta, revisión, salida.</translation>
    </message>
    <message>
        <source>A hundred steps, quickly.</source>
        <translation>Cien pasos, deprisa.</translation>
    </message>
    <message>
        <source>Ten thousand steps: watch the histogram settle.</source>
        <translation>Diez mil pasos: mira cómo se asienta el histograma.</translation>
    </message>
    <message>
        <source>Clear outputs</source>
        <translation>Vaciar salidas</translation>
    </message>
    <message>
        <source>Empty the histogram and start counting again.</source>
        <translation>Vacía el histograma y vuelve a contar desde cero.</translation>
    </message>
</context>
<context>
    <name>SamplingCharts</name>
    <message>
        <source>Selected word: %1, q = %2, p = %3. Up and Down choose a word; Left and Right change it.</source>
        <translation>Palabra elegida: %1, q = %2, p = %3. Arriba y Abajo eligen una palabra; Izquierda y Derecha la cambian.</translation>
    </message>
    <message>
        <source>After “%1 …”: p, the big model</source>
        <translation>Tras «%1…»: p, el modelo grande</translation>
    </message>
    <message>
        <source>q, the draft (drag its bars ↔)</source>
        <translation>q, el borrador (arrastra sus barras ↔)</translation>
    </message>
    <message>
        <source>Outputs: share of each word</source>
        <translation>Salidas: proporción de cada palabra</translation>
    </message>
    <message>
        <source>Hatched: the overlap min(p, q); its total is α</source>
        <translation>Rayado: el solapamiento min(p, q); su total es α</translation>
    </message>
    <message>
        <source>p &gt; q: resampled here</source>
        <translation>p &gt; q: nuevo sorteo aquí</translation>
    </message>
    <message>
        <source>q &gt; p: partly rejected</source>
        <translation>q &gt; p: se rechaza en parte</translation>
    </message>
    <message>
        <source>Box: p (target)</source>
        <translation>Caja: p (objetivo)</translation>
    </message>
    <message>
        <source>Diamond: q (draft)</source>
        <translation>Rombo: q (borrador)</translation>
    </message>
    <message>
        <source>Target distribution p</source>
        <translation>Distribución p del modelo grande</translation>
    </message>
    <message>
        <source>Draft distribution q (adjustable)</source>
        <translation>Distribución q del borrador (ajustable)</translation>
    </message>
    <message>
        <source>Drag a bar to change q. Keyboard: Up/Down choose a word, Left/Right change it.</source>
        <translation>Arrastra una barra para cambiar q. Teclado: Arriba/Abajo eligen una palabra; Izquierda/Derecha la cambian.</translation>
    </message>
    <message>
        <source>Histogram of the outputs</source>
        <translation>Histograma de las salidas</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>Sampling lab</source>
        <translation>Laboratorio de muestreo</translation>
    </message>
</context>
<context>
    <name>StepLog</name>
    <message>
        <source>Last steps</source>
        <translation>Últimos pasos</translation>
    </message>
    <message>
        <source>Newest first. ✓ draft accepted · ✕ draft rejected → the word drawn instead</source>
        <translation>El más reciente, arriba. ✓ propuesta aceptada · ✕ propuesta rechazada → la palabra sorteada en su lugar</translation>
    </message>
</context>
</TS>
