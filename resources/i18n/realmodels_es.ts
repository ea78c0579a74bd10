<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>RealModelsScreen</name>
        <message>
            <source>k = %1</source>
            <translation>k = %1</translation>
        </message>
        <message>
            <source>their process stopped unexpectedly (exit code %1)</source>
            <translation>su proceso se detuvo de forma inesperada (código de salida %1)</translation>
        </message>
        <message>
            <source>real models: α = %1, k = %2</source>
            <translation>modelos reales: α = %1, k = %2</translation>
        </message>
        <message>
            <source>The model files are not installed, so this screen cannot run. SpecLab looked for target.npz, draft.npz and ngram.npz in %1. The rest of the app works without them.</source>
            <translation>Los archivos de los modelos no están instalados, así que esta pantalla no puede funcionar. SpecLab buscó target.npz, draft.npz y ngram.npz en %1. El resto de la aplicación funciona sin ellos.</translation>
        </message>
        <message>
            <source>one slow pass per character</source>
            <translation>una pasada lenta por carácter</translation>
        </message>
        <message>
            <source>draft: %1 · k = %2</source>
            <translation>borrador: %1 · k = %2</translation>
        </message>
        <message>
            <source>the draft's, accepted</source>
            <translation>del borrador, aceptado</translation>
        </message>
        <message>
            <source>the big model's own (a correction or the extra one)</source>
            <translation>del propio modelo grande (corrección o extra)</translation>
        </message>
        <message>
            <source>Tiny transformer</source>
            <translation>Transformer diminuto</translation>
        </message>
        <message>
            <source>n-gram (last %1 characters)</source>
            <translation>n-grama (últimos %1 caracteres)</translation>
        </message>
        <message>
            <source>Tiny, distilled from the big one</source>
            <translation>Diminuto, destilado del grande</translation>
        </message>
        <message numerus="yes">
            <source>%n character(s)</source>
            <translation>
                <numerusform>%n carácter</numerusform>
                <numerusform>%n caracteres</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 million</source>
            <translation>%1 millones</translation>
        </message>
        <message>
            <source>Big model</source>
            <translation>Modelo grande</translation>
        </message>
        <message>
            <source>Tiny draft</source>
            <translation>Borrador diminuto</translation>
        </message>
        <message>
            <source>Distilled draft</source>
            <translation>Borrador destilado</translation>
        </message>
        <message>
            <source>n-gram draft</source>
            <translation>Borrador n-grama</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Parámetros</translation>
        </message>
        <message>
            <source>Loss*</source>
            <translation>Pérdida*</translation>
        </message>
        <message>
            <source>*nats per character on text the model never saw: lower is better</source>
            <translation>*nats por carácter en texto que el modelo nunca vio: cuanto menos, mejor</translation>
        </message>
        <message>
            <source>Two real language models, trained on Don Quijote, write here on your computer: first the big one alone, then draft + verification.</source>
            <translation>Dos modelos de lenguaje de verdad, entrenados con el Quijote, escriben aquí, en tu ordenador: primero el grande solo y después borrador + verificación.</translation>
        </message>
        <message>
            <source>The text begins with</source>
            <translation>El texto empieza por</translation>
        </message>
        <message>
            <source>The models only know the Spanish of Don Quijote</source>
            <translation>Los modelos solo conocen el castellano del Quijote</translation>
        </message>
        <message>
            <source>Draft window k</source>
            <translation>Ventana de borrador k</translation>
        </message>
        <message>
            <source>How many characters the draft writes ahead in each round</source>
            <translation>Cuántos caracteres escribe por adelantado el borrador en cada ronda</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Borrador</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Modo</translation>
        </message>
        <message>
            <source>Length</source>
            <translation>Longitud</translation>
        </message>
        <message>
            <source>Sampling, T = %1</source>
            <translation>Muestreo, T = %1</translation>
        </message>
        <message>
            <source>Greedy (T = 0)</source>
            <translation>Voraz (T = 0)</translation>
        </message>
        <message>
            <source>Sampling draws each character at random, from noise fixed by a seed, so both runs draw the same. Greedy always takes the most likely character.</source>
            <translation>El muestreo elige cada carácter al azar, con un ruido fijado por una semilla, así que las dos ejecuciones eligen lo mismo. El modo voraz siempre toma el carácter más probable.</translation>
        </message>
        <message>
            <source>▶ Generate</source>
            <translation>▶ Generar</translation>
        </message>
        <message>
            <source>Generate</source>
            <translation>Generar</translation>
        </message>
        <message>
            <source>■ Cancel</source>
            <translation>■ Cancelar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>An honest note: these are tiny models trained on a single book, one character at a time, so their Spanish only sounds like Cervantes from afar. The chatbots you know are about a million times larger, and the principle is the same.</source>
            <translation>Una nota honesta: son modelos diminutos entrenados con un solo libro, carácter a carácter, así que su castellano solo suena a Cervantes de lejos. Los chatbots que conoces son un millón de veces más grandes, y el principio es el mismo.</translation>
        </message>
    </context>
    <context>
        <name>RunPanel</name>
        <message>
            <source>%1 ms</source>
            <translation>%1 ms</translation>
        </message>
        <message>
            <source>Loading the models…</source>
            <translation>Cargando los modelos…</translation>
        </message>
        <message>
            <source>Waits its turn</source>
            <translation>Espera su turno</translation>
        </message>
        <message>
            <source>Writing…</source>
            <translation>Escribiendo…</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Terminado</translation>
        </message>
        <message>
            <source>Cancelled ✕</source>
            <translation>Cancelado ✕</translation>
        </message>
        <message>
            <source>Failed ✕</source>
            <translation>Falló ✕</translation>
        </message>
        <message>
            <source>The big model alone</source>
            <translation>Solo el modelo grande</translation>
        </message>
        <message>
            <source>Draft + verification</source>
            <translation>Borrador + verificación</translation>
        </message>
        <message>
            <source>slow passes</source>
            <translation>pasadas lentas</translation>
        </message>
        <message>
            <source>characters</source>
            <translation>caracteres</translation>
        </message>
        <message>
            <source>time</source>
            <translation>tiempo</translation>
        </message>
    </context>
    <context>
        <name>Screens</name>
        <message>
            <source>Real models lab</source>
            <translation>Laboratorio de modelos reales</translation>
        </message>
    </context>
    <context>
        <name>VerdictCard</name>
        <message>
            <source>Press Generate: first the big model writes alone, then the draft proposes and the big model verifies. Then compare the two texts and the two clocks.</source>
            <translation>Pulsa Generar: primero escribe el modelo grande solo; después el borrador propone y el grande verifica. Luego compara los dos textos y los dos relojes.</translation>
        </message>
        <message>
            <source>Generating… the verdict comes when both runs are done.</source>
            <translation>Generando… el veredicto llega cuando terminen las dos ejecuciones.</translation>
        </message>
        <message>
            <source>Cancelled: no verdict. Press Generate to start again.</source>
            <translation>Cancelado: no hay veredicto. Pulsa Generar para empezar de nuevo.</translation>
        </message>
        <message>
            <source>The models could not run: %1</source>
            <translation>Los modelos no pudieron ejecutarse: %1</translation>
        </message>
        <message>
            <source>Identical text ✓</source>
            <translation>Texto idéntico ✓</translation>
        </message>
        <message>
            <source>The texts differ ✕</source>
            <translation>Los textos son distintos ✕</translation>
        </message>
        <message>
            <source>measured speed-up (%1 ms ÷ %2 ms)</source>
            <translation>aceleración medida (%1 ms ÷ %2 ms)</translation>
        </message>
        <message>
            <source>acceptance rate (%1 of %2 checked)</source>
            <translation>tasa de aceptación (%1 de %2 revisados)</translation>
        </message>
        <message>
            <source>The big model checks a round's drafted characters in order and stops at the first one it rejects, so α counts the checked ones only, as the Lab's theory does. Of all %1 drafted characters, %2 were kept (%3 %).</source>
            <translation>El modelo grande revisa en orden los caracteres del borrador de cada ronda y se detiene en el primero que rechaza; por eso α cuenta solo los revisados, como la teoría del Laboratorio. De los %1 caracteres propuestos, se conservaron %2 (%3 %).</translation>
        </message>
        <message>
            <source>slow passes</source>
            <translation>pasadas lentas</translation>
        </message>
        <message>
            <source>Take it to the Lab ▶</source>
            <translation>Llevar al laboratorio ▶</translation>
        </message>
        <message>
            <source>Put this measured point on the Lab's theory chart</source>
            <translation>Pon este punto medido en la gráfica teórica del Laboratorio</translation>
        </message>
    </context>
</TS>
