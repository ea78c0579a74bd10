<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>AchievementCard</name>
        <message>
            <source>Quiz passed: %1 of %2</source>
            <translation>Cuestionario superado: %1 de %2</translation>
        </message>
        <message>
            <source>Achievement card</source>
            <translation>Tarjeta de logro</translation>
        </message>
        <message>
            <source>Speculative decoding</source>
            <translation>Decodificación especulativa</translation>
        </message>
        <message>
            <source>Two models, one fast answer</source>
            <translation>Dos modelos, una respuesta rápida</translation>
        </message>
        <message>
            <source>Final challenge: %1 of %2 goals reached</source>
            <translation>Reto final: %1 de %2 retos superados</translation>
        </message>
        <message>
            <source>MMMM d, yyyy</source>
            <translation>d 'de' MMMM 'de' yyyy</translation>
        </message>
        <message>
            <source>The key idea</source>
            <translation>La idea clave</translation>
        </message>
        <message>
            <source>A small draft model writes a few tokens ahead; the big model checks them all in a single slow pass and keeps the prefix it agrees with, plus one token of its own. Same words, fewer slow passes.</source>
            <translation>Un modelo borrador pequeño propone unos cuantos tokens por adelantado; el modelo grande los verifica todos en una sola pasada lenta y se queda con el prefijo en el que coincide, más un token propio. Las mismas palabras, menos pasadas lentas.</translation>
        </message>
        <message>
            <source>Save your achievement card</source>
            <translation>Guarda tu tarjeta de logro</translation>
        </message>
        <message>
            <source>speclab-achievement</source>
            <translation>speclab-logro</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>Imagen PNG (*.png)</translation>
        </message>
    </context>
    <context>
        <name>AttractOverlay</name>
        <message>
            <source>Touch to start</source>
            <translation>Toca para empezar</translation>
        </message>
        <message>
            <source>A small model writes ahead; the big one checks the whole guess in one slow pass.</source>
            <translation>Un modelo pequeño escribe por adelantado; el grande verifica toda la propuesta en una sola pasada lenta.</translation>
        </message>
    </context>
    <context>
        <name>ChartExport</name>
        <message>
            <source>speclab-chart-data</source>
            <translation>speclab-datos-grafico</translation>
        </message>
        <message>
            <source>speclab-chart</source>
            <translation>speclab-grafico</translation>
        </message>
        <message>
            <source>slow passes with the draft</source>
            <translation>pasadas lentas con borrador</translation>
        </message>
        <message>
            <source>total time with the draft, in slow passes</source>
            <translation>tiempo total con borrador, en pasadas lentas</translation>
        </message>
        <message>
            <source>slow passes without a draft</source>
            <translation>pasadas lentas sin borrador</translation>
        </message>
        <message>
            <source>current slow passes with the draft</source>
            <translation>pasadas lentas actuales con borrador</translation>
        </message>
        <message>
            <source>acceptance rate alpha</source>
            <translation>tasa de aceptación alfa</translation>
        </message>
        <message>
            <source>current acceptance rate alpha</source>
            <translation>tasa de aceptación alfa actual</translation>
        </message>
        <message>
            <source>measured acceptance rate alpha</source>
            <translation>tasa de aceptación alfa medida</translation>
        </message>
        <message>
            <source>measured slow passes</source>
            <translation>pasadas lentas medidas</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>Imagen PNG (*.png)</translation>
        </message>
        <message>
            <source>SVG drawing (*.svg)</source>
            <translation>Dibujo SVG (*.svg)</translation>
        </message>
        <message>
            <source>CSV table (*.csv)</source>
            <translation>Tabla CSV (*.csv)</translation>
        </message>
        <message>
            <source>Save the chart as an image</source>
            <translation>Guardar el gráfico como imagen</translation>
        </message>
        <message>
            <source>Save the chart as a drawing</source>
            <translation>Guardar el gráfico como dibujo</translation>
        </message>
        <message>
            <source>Save the chart's data</source>
            <translation>Guardar los datos del gráfico</translation>
        </message>
    </context>
    <context>
        <name>CountdownOverlay</name>
        <message numerus="yes">
            <source>%n s</source>
            <translation>
                <numerusform>%n s</numerusform>
                <numerusform>%n s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Starting over in %n second(s)</source>
            <translation>
                <numerusform>Se reinicia en %n segundo</numerusform>
                <numerusform>Se reinicia en %n segundos</numerusform>
            </translation>
        </message>
        <message>
            <source>Are you still there?</source>
            <translation>¿Sigues ahí?</translation>
        </message>
        <message>
            <source>Touch the screen or press any key to carry on. Otherwise SpecLab starts over for the next visitor.</source>
            <translation>Toca la pantalla o pulsa cualquier tecla para seguir. Si no, SpecLab vuelve a empezar para la siguiente persona.</translation>
        </message>
    </context>
    <context>
        <name>Kiosk</name>
        <message>
            <source>Leave kiosk mode</source>
            <translation>Salir del modo quiosco</translation>
        </message>
        <message>
            <source>Host PIN:</source>
            <translation>PIN de la persona anfitriona:</translation>
        </message>
    </context>
    <context>
        <name>NoticeBar</name>
        <message>
            <source>Close this notice</source>
            <translation>Cerrar este aviso</translation>
        </message>
    </context>
    <context>
        <name>TocColumn</name>
        <message numerus="yes">
            <source>▼ %n more below</source>
            <translation>
                <numerusform>▼ %n más abajo</numerusform>
                <numerusform>▼ %n más abajo</numerusform>
            </translation>
        </message>
    </context>
</TS>
