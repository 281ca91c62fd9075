"""The roster sheet's QR code: the same modules as reportlab's widget draws, or none if too long."""

from __future__ import annotations

import hashlib
import io

import pytest
from reportlab.graphics.barcode.qr import QrCodeWidget

from app.printing.document import PrintOptions, write_pdf
from app.printing.jobs import roster_job
from app.printing.qr import QUIET_ZONE, QrCode
from app.roster import share
from tests.printing.conftest import read_pdf


@pytest.mark.parametrize("value", ["MU1.abc.def", "MU1." + "x" * 300, "Żołnierze-klony Œ"])
def test_modules_match_the_widgets_own_drawing(value: str) -> None:
    code = QrCode.make(value)
    assert code is not None
    widget = QrCodeWidget(value, barLevel="M", barBorder=QUIET_ZONE)
    group = widget.draw()
    box = widget.barWidth / code.extent
    drawn = sorted(
        (
            round(r.x / box, 3),
            round(r.y / box, 3),
            round(r.width / box, 3),
            round(r.height / box, 3),
        )
        for r in group.contents
        if r.fillColor is not None
    )
    ours = sorted(tuple(round(v, 3) for v in module) for module in code.modules)
    assert ours == drawn


def test_a_code_too_long_for_a_qr_code_is_printed_as_text_in_full(roster, catalog) -> None:
    assert QrCode.make("x" * 5000) is None
    # Notes travel in the share code; these do not compress, so the code outgrows a QR code.
    roster.notes = "".join(hashlib.sha256(str(n).encode()).hexdigest() for n in range(90))
    code = share.encode(roster, "muster", catalog)
    assert QrCode.make(code) is None
    options = PrintOptions(what="sheet")
    out = io.BytesIO()
    write_pdf(out, roster_job(roster, catalog, options), options)
    text = read_pdf(out.getvalue()).pages[0].extract_text()
    printed = "".join(text[text.index("Share code:") + 11 : text.index("Printed with")].split())
    assert printed == code
