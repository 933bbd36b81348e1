// An app that keeps stock reads menus too: importing JuiceMakerKit brings the menu core and the
// stock ledger and store interface with it.
@_exported import JuiceMakerMenu
@_exported import JuiceMakerStock
