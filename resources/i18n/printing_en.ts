<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Printing</name>
    <message numerus="yes">
        <source>{file}: %n page(s) written.</source>
        <translation>
            <numerusform>{file}: %n page written.</numerusform>
            <numerusform>{file}: %n pages written.</numerusform>
        </translation>
    </message>
</context>
</TS>
