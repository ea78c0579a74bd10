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
            <translation>Así de lejos por azar: %1</translation>
        </message>
        <message>
            <source>%1 of %2 proposals</source>
            <translation>%1 de %2 propuestas</translation>
        </message>
        <message>
            <source>no proposals yet</source>
            <translation>aún no hay propuestas</translation>
        </message>
        <message>
            <source>Acceptance rate α</source>
            <translation>Tasa de aceptación α</translation>
        </message>
        <message>
            <source>How often a proposal is kept: the green parts added up.</source>
            <translation>Qué parte de las propuestas se acepta: las partes verdes sumadas.</translation>
        </message>
        <message>
            <source>The acceptance rate, exact: the total length of the green parts, Σ min(p, q).</source>
            <translation>La tasa de aceptación exacta: la longitud total de las partes verdes, Σ min(p, q).</translation>
        </message>
        <message>
            <source>Measured on the samples of this run; it approaches α.</source>
            <translation>Medida en las muestras de esta tirada; se acerca a α.</translation>
        </message>
        <message>
            <source>Outputs like p?</source>
            <translation>¿Salidas como p?</translation>
        </message>
        <message>
            <source>The bars are rounded: added by hand they give %1.</source>
            <translation>Las barras están redondeadas: sumadas a mano dan %1.</translation>
        </message>
        <message>
            <source>Accepted in this run</source>
            <translation>Aceptadas en esta tirada</translation>
        </message>
        <message>
            <source>Like q?</source>
            <translation>¿Como q?</translation>
        </message>
        <message>
            <source>Pearson's chi-square test of the outputs' counts against the distribution.</source>
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
            <source>The draft's temperature T (p stays): below 1 q's favourites get even more; above 1 q spreads out</source>
            <translation>Temperatura T del borrador (p no cambia): con T &lt; 1, las favoritas de q ganan aún más; con T &gt; 1, q se reparte más</translation>
        </message>
        <message>
            <source>Share of another draft in q (the rest is p)</source>
            <translation>Parte de otro borrador en q (el resto es p)</translation>
        </message>
        <message>
            <source>q = %1·p + %2·other (caballo %3; burro %4; mula %5)</source>
            <translation>q = %1·p + %2·otro (caballo %3; burro %4; mula %5)</translation>
        </message>
        <message>
            <source>q = %1·p + %2·other, sharpened (T = %3)</source>
            <translation>q = %1·p + %2·otro, afilada (T = %3)</translation>
        </message>
        <message>
            <source>q = %1·p + %2·other, flattened (T = %3)</source>
            <translation>q = %1·p + %2·otro, más plana (T = %3)</translation>
        </message>
        <message>
            <source>0: the draft believes exactly what the big model believes. 1: it is another draft, which never read the Quijote and only says caballo (0.5), burro (0.3) or mula (0.2). In between, q mixes the two word by word.</source>
            <translation>0: el borrador cree exactamente lo mismo que el modelo grande. 1: es otro borrador, que nunca leyó el Quijote y solo dice caballo (0,5), burro (0,3) o mula (0,2). En medio, q mezcla los dos palabra a palabra.</translation>
        </message>
        <message>
            <source>1: q as it is</source>
            <translation>1: q tal cual</translation>
        </message>
        <message>
            <source>&lt; 1: sharper</source>
            <translation>&lt; 1: afilada</translation>
        </message>
        <message>
            <source>&gt; 1: flatter</source>
            <translation>&gt; 1: plana</translation>
        </message>
        <message>
            <source>Below 1 the draft is surer of its favourites; above 1 its proposals spread out.</source>
            <translation>Por debajo de 1 el borrador se concentra en sus favoritas; por encima de 1 sus propuestas se reparten.</translation>
        </message>
    </context>
    <context>
        <name>PredictionCard</name>
        <message>
            <source>In symbols ▾</source>
            <translation>En símbolos ▾</translation>
        </message>
        <message>
            <source>In symbols ▸</source>
            <translation>En símbolos ▸</translation>
        </message>
        <message>
            <source>Hide why ▾</source>
            <translation>Ocultar el porqué ▾</translation>
        </message>
        <message>
            <source>Why? ▸</source>
            <translation>¿Por qué? ▸</translation>
        </message>
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
            <source>No prediction: you want to see it first.</source>
            <translation>Sin predicción: primero quieres verlo.</translation>
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
            <source>→ Now you have seen it: the outputs follow p, the big model, exactly.</source>
            <translation>→ Ya lo has visto: las salidas siguen a p, el modelo grande, exactamente.</translation>
        </message>
        <message>
            <source>Where q is above p the big model rejects just enough proposals, and after each rejection it draws its replacement from where p is above q: the two cancel exactly, whatever q is. The draft sets only the speed (α), never the distribution of the text.</source>
            <translation>Donde q supera a p, el modelo grande rechaza justo las propuestas necesarias, y tras cada rechazo sortea la sustituta donde p supera a q: las dos cosas se compensan, sea cual sea q. El borrador decide la velocidad (α), nunca el reparto del texto.</translation>
        </message>
        <message>
            <source>Predict first. The draft proposes; the big model keeps the word or rejects it and picks another itself. After thousands of samples, which distribution (how often each word comes out) will the outputs look like?</source>
            <translation>Predice primero. El borrador propone; el modelo grande se queda la palabra o la rechaza y elige él otra. Tras miles de muestras, ¿a qué reparto (cuánto sale cada palabra) se parecerán las salidas?</translation>
        </message>
        <message>
            <source>In symbols: keep with probability min(1, p/q); after a rejection, draw in proportion to max(0, p − q).</source>
            <translation>En símbolos: se la queda con probabilidad min(1, p/q); tras un rechazo, sortea en proporción a max(0, p − q).</translation>
        </message>
        <message>
            <source>Like p (the big model)</source>
            <translation>Como p (el modelo grande)</translation>
        </message>
        <message>
            <source>Like q (the draft)</source>
            <translation>Como q (el borrador)</translation>
        </message>
        <message>
            <source>In between p and q</source>
            <translation>Entre p y q</translation>
        </message>
        <message>
            <source>Not sure: I want to see</source>
            <translation>No lo sé: quiero verlo</translation>
        </message>
        <message>
            <source>Lock in my prediction</source>
            <translation>Fijar mi predicción</translation>
        </message>
    </context>
    <context>
        <name>SampleCard</name>
        <message>
            <source>1. The draft proposes a word, drawn from q.</source>
            <translation>1. El borrador propone una palabra, sorteada según q.</translation>
        </message>
        <message>
            <source>2. The big model checks it: keeps it (✓) or rejects it (✕); it keeps it with probability min(1, p/q).</source>
            <translation>2. El modelo grande la verifica: se la queda (✓) o la rechaza (✕); se la queda con probabilidad min(1, p/q).</translation>
        </message>
        <message>
            <source>3. After a ✕ the big model picks another word where p is above q, the blue ends (→): in proportion to max(0, p − q).</source>
            <translation>3. Tras un ✕, el modelo grande elige otra palabra donde p supera a q, los finales azules (→): en proporción a max(0, p − q).</translation>
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
            <source>Predict first: these buttons, q and the sliders unlock when you lock in your prediction above.</source>
            <translation>Primero, predice: estos botones, q y los deslizadores se desbloquean al fijar tu predicción arriba.</translation>
        </message>
        <message>
            <source>→ The big model draws another word where p is above q: output “%1”.</source>
            <translation>→ El modelo grande sortea otra palabra donde p supera a q: salida «%1».</translation>
        </message>
        <message>
            <source>Sample:</source>
            <translation>Muestrear:</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sampling&lt;/b&gt;: drawing the next word at random, each word with its probability. One sample is one step: propose, verify, output.</source>
            <translation>&lt;b&gt;Muestrear&lt;/b&gt;: sortear la siguiente palabra al azar, cada una con su probabilidad. Cada muestra: el borrador propone, el modelo grande verifica y sale una palabra.</translation>
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
            <translation>Una muestra, despacio: proponer, verificar, salida.</translation>
        </message>
        <message>
            <source>A hundred steps, quickly.</source>
            <translation>Cien muestras, deprisa.</translation>
        </message>
        <message>
            <source>Ten thousand steps: watch the histogram settle.</source>
            <translation>Diez mil muestras: mira cómo se asienta el histograma.</translation>
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
            <source>p, the big model's probabilities after “%1”: %2.</source>
            <translation>p, las probabilidades del modelo grande tras «%1»: %2.</translation>
        </message>
        <message>
            <source>No outputs yet.</source>
            <translation>Aún no hay salidas.</translation>
        </message>
        <message numerus="yes">
            <source>%n output(s) in this run; share of each word: %1.</source>
            <translation>
                <numerusform>%n salida en esta tirada; proporción de cada palabra: %1.</numerusform>
                <numerusform>%n salidas en esta tirada; proporción de cada palabra: %1.</numerusform>
            </translation>
        </message>
        <message>
            <source>The next word after “%1 …”</source>
            <translation>La siguiente palabra tras «%1…»</translation>
        </message>
        <message>
            <source>p: the big model</source>
            <translation>p: el modelo grande</translation>
        </message>
        <message>
            <source>Outputs so far</source>
            <translation>Salidas hasta ahora</translation>
        </message>
        <message>
            <source>Blue, p &gt; q: after a rejection, another word is drawn from here</source>
            <translation>Azul, p &gt; q: tras un rechazo, la palabra nueva sale de aquí</translation>
        </message>
        <message>
            <source>Orange, q &gt; p: sometimes rejected</source>
            <translation>Naranja, q &gt; p: a veces se rechaza</translation>
        </message>
        <message>
            <source>Box: p</source>
            <translation>Caja: p</translation>
        </message>
        <message>
            <source>Diamond: q</source>
            <translation>Rombo: q</translation>
        </message>
        <message>
            <source>q: the draft (adjustable after you predict)</source>
            <translation>q: el borrador (lo ajustas tras predecir)</translation>
        </message>
        <message>
            <source>q: the draft (drag its bars)</source>
            <translation>q: el borrador (arrastra sus barras)</translation>
        </message>
        <message>
            <source>q, the draft's probabilities: %1. Acceptance rate α = %2 (the overlap with p).</source>
            <translation>q, las probabilidades del borrador: %1. Tasa de aceptación α = %2 (el solapamiento con p).</translation>
        </message>
        <message>
            <source>Three bar charts of the next word after “%1”: p, the big model; q, the draft (adjustable); and the outputs. Acceptance rate α = %2.</source>
            <translation>Tres gráficas de barras de la palabra que sigue a «%1»: p, el modelo grande; q, el borrador (ajustable); y las salidas. Tasa de aceptación α = %2.</translation>
        </message>
        <message numerus="yes">
            <source>%n output(s) in this run; the most frequent is “%1”, a share of %2 (p = %3, q = %4).</source>
            <translation>
                <numerusform>%n salida en esta tirada; la más frecuente es «%1», con una fracción de %2 (p = %3, q = %4).</numerusform>
                <numerusform>%n salidas en esta tirada; la más frecuente es «%1», con una fracción de %2 (p = %3, q = %4).</numerusform>
            </translation>
        </message>
        <message>
            <source>Green: what p and q share (adds up to α = %1)</source>
            <translation>Verde: lo común a p y q (suma α = %1)</translation>
        </message>
        <message>
            <source>No outputs yet:
sample below.</source>
            <translation>Aún no hay
salidas:
muestrea abajo.</translation>
        </message>
        <message>
            <source>The big model's distribution p</source>
            <translation>Reparto p del modelo grande</translation>
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
        <message>
            <source>Charts: p, q and the outputs</source>
            <translation>Gráficas: p, q y las salidas</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>Sampling lab</source>
            <translation>Laboratorio de muestreo</translation>
        </message>
        <message>
            <source>Sampling</source>
            <translation>Muestreo</translation>
        </message>
    </context>
    <context>
        <name>StepLog</name>
        <message>
            <source>Last steps</source>
            <translation>Últimas muestras</translation>
        </message>
        <message>
            <source>Newest first. ✓ draft accepted · ✕ draft rejected → the word drawn instead</source>
            <translation>El más reciente, arriba. ✓ propuesta aceptada · ✕ propuesta rechazada → la palabra sorteada en su lugar</translation>
        </message>
    </context>
</TS>
